import { VOLUME_LIMITS } from '../../../../scene/constants';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { roundTo } from '../../../../scene/time';
import { TRIM_DECIMALS, TRIM_EDGE_FIELDS, trimBounds, trimmedEdge } from '../../../../scene/trimBounds';
import { NumericInput } from '../../../components/NumericInput';
import { MUTED_ICON, SPEAKER_ICON } from './icons';
import { SliderField } from './SliderField';
import { ToggleButton } from './ToggleButton';
import type { EditOptions } from './types';

/** Trim fields: step and decimals, seconds (a frame at 25 fps is 0.04 s). */
export const TRIM_FIELD = { step: 0.1, decimals: TRIM_DECIMALS } as const;

/** The two trim fields: the edge each sets (its bounds from {@link trimBounds}), its label. */
const TRIM_EDGES = [
  { edge: 'start', label: 'Trim start' },
  { edge: 'end', label: 'Trim end' },
] as const;

interface TrimFieldsProps {
  timing: ElementTiming;
  /** What is trimmed, for the hint ("video", "music"). */
  noun: string;
  onTimingChange?: (patch: Partial<ElementTiming>) => void;
}

/**
 * Trim start and end of a video or music (at least 1 s apart, within the media length, by
 * {@link trimmedEdge}, the rule the timeline's trim handles apply too), with how much of it plays.
 */
export function TrimFields({ timing, noun, onTimingChange }: TrimFieldsProps) {
  const bounds = trimBounds(timing);
  return (
    <>
      <div className="ep-row">
        {TRIM_EDGES.map(({ edge, label }) => (
          <NumericInput
            key={edge}
            label={label}
            unit="s"
            value={timing[TRIM_EDGE_FIELDS[edge]]}
            min={bounds[edge].min}
            max={bounds[edge].max}
            {...TRIM_FIELD}
            hasButtons
            disabled={!onTimingChange}
            onChange={(value) => onTimingChange?.(trimmedEdge(timing, edge, value))}
          />
        ))}
      </div>
      <p className="ep-hint">
        {timing.duration > 0
          ? `Plays ${roundTo(timing.trimEnd - timing.trimStart, TRIM_FIELD.decimals)} s of ${roundTo(timing.duration, TRIM_FIELD.decimals)} s.`
          : `The ${noun} length is not known yet.`}
      </p>
    </>
  );
}

interface SoundFieldsProps {
  object: { _Volume?: number; _Muted?: boolean };
  timing?: ElementTiming;
  onChange(patch: { _Volume?: number; _Muted?: boolean }, options?: EditOptions): void;
  onTimingChange?(patch: Partial<ElementTiming>, options?: EditOptions): void;
}

/**
 * Volume (timing `volume`, mirrored to `_Volume`; `onTimingChange` first, then `onChange`, with
 * the same options) and mute (`_Muted`) of a video or music.
 */
export function SoundFields({ object, timing, onChange, onTimingChange }: SoundFieldsProps) {
  const volume = timing?.volume ?? object._Volume ?? VOLUME_LIMITS.max;
  const isMuted = object._Muted ?? false;
  return (
    <div className="ep-sound">
      <SliderField
        label="Volume"
        unit="%"
        min={VOLUME_LIMITS.min}
        max={VOLUME_LIMITS.max}
        value={volume}
        onChange={(next, options) => {
          onTimingChange?.({ volume: next }, options);
          onChange({ _Volume: next }, options);
        }}
      />
      <ToggleButton label="Mute" isPressed={isMuted} onToggle={() => onChange({ _Muted: !isMuted })} icon={isMuted ? MUTED_ICON : SPEAKER_ICON} />
    </div>
  );
}
