import type { VideoObject } from '../../../../scene/schema/canvasObject';
import { LengthOptions } from './LengthOptions';
import { VIDEO_LENGTH_OPTIONS } from './lengthChoices';
import { SoundFields, TrimFields } from './MediaFields';
import { AppearanceSection } from './ObjectOpacity';
import { Panel, PanelSection } from './Panel';
import { objectSubPages, SubPageLinks } from './SubPageLinks';
import type { ObjectPanelProps } from './types';

/** Sub-pages of settings/video. */
export type VideoSubPage = 'mask' | 'trim' | 'filter' | 'animation' | 'shadow';

export interface VideoSettingsProps extends ObjectPanelProps<VideoObject> {
  onNavigate: (sub: VideoSubPage) => void;
  /** Shows the Animation entry (video editor only). @default true */
  hasAnimation?: boolean;
}

/**
 * settings/video: trim start and end (at least 1 s apart, within the video length), how the
 * trimmed part fills the bar (`adjustLength`: None, Loop, Freeze at Last Frame, Adjust as Scene),
 * volume (timing `volume`, mirrored to `_Volume`), mute (`_Muted`), opacity, and the mask, trim,
 * filter, animation and shadow pages. Volume changes call `onTimingChange` first, then `onChange`.
 */
export function VideoSettings({ object, timing, onChange, onTimingChange, onNavigate, hasAnimation = true, children }: VideoSettingsProps) {
  const links = objectSubPages(
    [
      { sub: 'mask', label: 'Mask' },
      { sub: 'trim', label: 'Trim' },
      { sub: 'filter', label: 'Filter' },
    ],
    hasAnimation,
  );

  return (
    <Panel title="Video Settings">
      {timing && (
        <>
          <PanelSection title="Trim">
            <TrimFields timing={timing} noun="video" onTimingChange={onTimingChange} />
          </PanelSection>
          <PanelSection title="Length">
            <LengthOptions options={VIDEO_LENGTH_OPTIONS} value={timing.adjustLength} disabled={!onTimingChange} onChange={(adjustLength) => onTimingChange?.({ adjustLength })} />
          </PanelSection>
        </>
      )}

      <PanelSection title="Sound">
        <SoundFields object={object} timing={timing} onChange={onChange} onTimingChange={onTimingChange} />
      </PanelSection>

      <AppearanceSection object={object} onChange={onChange} />

      <SubPageLinks links={links} onNavigate={onNavigate} />
      {children}
    </Panel>
  );
}
