import { VOLUME_LIMITS } from '../../../../scene/constants';
import type { VideoObject } from '../../../../scene/schema/canvasObject';
import { roundTo } from '../../../../scene/time';
import { NumericInput } from '../../../components/NumericInput';
import { MUTED_ICON, SPEAKER_ICON } from './icons';
import { Panel, PanelSection } from './Panel';
import { OpacityField, SliderField } from './SliderField';
import { SubPageLinks } from './SubPageLinks';
import { ToggleButton } from './ToggleButton';
import { trimBounds } from './trimBounds';
import type { ObjectPanelProps } from './types';

/** Sub-pages of settings/video. */
export type VideoSubPage = 'mask' | 'trim' | 'filter' | 'animation' | 'shadow';

/** Trim fields: step and decimals, seconds (a frame at 25 fps is 0.04 s). */
export const TRIM_FIELD = { step: 0.1, decimals: 2 } as const;

export interface VideoSettingsProps extends ObjectPanelProps<VideoObject> {
  onNavigate: (sub: VideoSubPage) => void;
  /** Shows the Animation entry (video editor only). @default true */
  hasAnimation?: boolean;
}

/**
 * settings/video: trim start and end (at least 1 s apart, within the video length), volume
 * (timing `volume`, mirrored to `_Volume`), mute (`_Muted`), opacity, and the mask, trim, filter,
 * animation and shadow pages. Volume changes call `onTimingChange` first, then `onChange`.
 */
export function VideoSettings({ object, timing, onChange, onTimingChange, onNavigate, hasAnimation = true, children }: VideoSettingsProps) {
  const volume = timing?.volume ?? object._Volume ?? VOLUME_LIMITS.max;
  const isMuted = object._Muted ?? false;
  const bounds = timing ? trimBounds(timing) : null;
  const links = [
    { sub: 'mask' as const, label: 'Mask' },
    { sub: 'trim' as const, label: 'Trim' },
    { sub: 'filter' as const, label: 'Filter' },
    ...(hasAnimation ? [{ sub: 'animation' as const, label: 'Animation' }] : []),
    { sub: 'shadow' as const, label: 'Shadow' },
  ];

  return (
    <Panel title="Video Settings">
      {timing && bounds && (
        <PanelSection title="Trim">
          <div className="ep-row">
            <NumericInput
              label="Trim start"
              unit="s"
              value={timing.trimStart}
              min={bounds.start.min}
              max={bounds.start.max}
              {...TRIM_FIELD}
              hasButtons
              disabled={!onTimingChange}
              onChange={(trimStart) => onTimingChange?.({ trimStart })}
            />
            <NumericInput
              label="Trim end"
              unit="s"
              value={timing.trimEnd}
              min={bounds.end.min}
              max={bounds.end.max}
              {...TRIM_FIELD}
              hasButtons
              disabled={!onTimingChange}
              onChange={(trimEnd) => onTimingChange?.({ trimEnd })}
            />
          </div>
          <p className="ep-hint">
            {timing.duration > 0
              ? `Plays ${roundTo(timing.trimEnd - timing.trimStart, TRIM_FIELD.decimals)} s of ${roundTo(timing.duration, TRIM_FIELD.decimals)} s.`
              : 'The video length is not known yet.'}
          </p>
        </PanelSection>
      )}

      <PanelSection title="Sound">
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
      </PanelSection>

      <PanelSection title="Appearance">
        <OpacityField opacity={object.opacity} onChange={(opacity, options) => onChange({ opacity }, options)} />
      </PanelSection>

      <SubPageLinks links={links} onNavigate={onNavigate} />
      {children}
    </Panel>
  );
}
