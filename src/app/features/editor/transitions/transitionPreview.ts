import { findTransition } from '../../../../scene/effects/transitions';

/** The CSS preview families of transitions.css; anything else previews as a fade. */
const FAMILIES: Record<string, string> = {
  fade: 'fade',
  'fade-black': 'through-black',
  'fade-white': 'through-white',
  'wipe-left': 'wipe-left',
  'wipe-right': 'wipe-right',
  'wipe-up': 'wipe-up',
  'wipe-down': 'wipe-down',
  'wipe-diagonal': 'wipe-diagonal',
  'slide-left': 'slide-left',
  'slide-right': 'slide-right',
  'slide-up': 'slide-up',
  'slide-down': 'slide-down',
  'zoom-in': 'zoom-in',
  'zoom-out': 'zoom-out',
  'circle-open': 'circle-open',
  'circle-close': 'circle-close',
  diamond: 'diamond',
  heart: 'circle-open',
  star: 'diamond',
  blur: 'blur',
  'split-horizontal': 'split',
  'split-vertical': 'split-vertical',
  squeeze: 'squeeze',
  spin: 'spin',
  clock: 'clock',
  blinds: 'wipe-down',
  slices: 'slide-down',
};

/** The preview family (a class suffix in transitions.css) of a catalogue id. */
export function previewFamily(id: number | string): string {
  const key = findTransition(id)?.key;
  return (key && FAMILIES[key]) ?? 'fade';
}
