import { useState } from 'react';
import type { BackgroundObject } from '../../../../scene/schema/canvasObject';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { ColorPicker } from '../colors/ColorPicker';
import { GradientPicker } from '../colors/GradientPicker';
import { backgroundColorPatch, backgroundGradientPatch, backgroundKind } from './backgroundPatches';
import { LOCK_ICON, TRASH_ICON, UNLOCK_ICON } from './icons';
import { LengthOptions } from './LengthOptions';
import { VIDEO_LENGTH_OPTIONS } from './lengthChoices';
import { ObjectOpacityField } from './ObjectOpacity';
import { Panel, PanelSection } from './Panel';
import { SubPageLinks } from './SubPageLinks';
import type { ObjectPanelProps } from './types';

/** Sub-pages of settings/background. */
export type BackgroundSubPage = 'color' | 'image' | 'video' | 'upload' | 'filter';

export interface BackgroundSettingsProps extends ObjectPanelProps<BackgroundObject> {
  /** Whether the background is locked in place (not movable on the canvas). */
  locked: boolean;
  onLockedChange: (locked: boolean) => void;
  /** Deletes the background, after the user confirmed. */
  onDelete: () => void;
  onNavigate: (sub: BackgroundSubPage) => void;
  /** Offers video backgrounds (hidden in the image editor). @default true */
  hasVideo?: boolean;
  /** Whether the background shows a clip: its length options are offered (its `timing`'s `adjustLength`). */
  isVideo?: boolean;
}

type Choice = 'color' | 'gradient';

/**
 * settings/background: Change Background (colour or gradient here; image, video and upload as
 * sub-pages), lock or move, opacity, for a video background its length options (spec 000 §2:
 * None, Loop, Freeze at Last Frame, Adjust as Scene, as settings/video), the Filter page, and
 * Delete with the spec's confirmation.
 */
export function BackgroundSettings({
  object,
  timing,
  onChange,
  onTimingChange,
  locked,
  onLockedChange,
  onDelete,
  onNavigate,
  hasVideo = true,
  isVideo = false,
  children,
}: BackgroundSettingsProps) {
  const [choice, setChoice] = useState<Choice>(backgroundKind(object) === 'gradient' ? 'gradient' : 'color');
  const [isConfirming, setIsConfirming] = useState(false);
  const kind = backgroundKind(object);
  const mediaLinks = [{ sub: 'image' as const, label: 'Image' }, ...(hasVideo ? [{ sub: 'video' as const, label: 'Video' }] : []), { sub: 'upload' as const, label: 'Upload' }];

  return (
    <Panel title="Background Settings">
      <PanelSection title="Change Background">
        <div className="ep-segmented" role="group" aria-label="Background type">
          <button type="button" className="ep-segment" aria-pressed={choice === 'color'} onClick={() => setChoice('color')}>
            Colour
          </button>
          <button type="button" className="ep-segment" aria-pressed={choice === 'gradient'} onClick={() => setChoice('gradient')}>
            Gradient
          </button>
        </div>
        {choice === 'color' ? (
          <ColorPicker label="Background colour" color={kind === 'color' ? object.fill : null} onChange={(fill, options) => onChange(backgroundColorPatch(fill), options)} />
        ) : (
          <GradientPicker value={kind === 'gradient' ? object.gradient : null} onChange={(gradient, options) => onChange(backgroundGradientPatch(gradient), options)} />
        )}
        <h4 className="ep-subheading">Or use media</h4>
        <SubPageLinks label="Media backgrounds" links={mediaLinks} onNavigate={onNavigate} />
      </PanelSection>

      <PanelSection title="Position">
        <button type="button" className="ep-toggle ep-toggle-wide" aria-pressed={locked} onClick={() => onLockedChange(!locked)}>
          {locked ? LOCK_ICON : UNLOCK_ICON}
          Lock background
        </button>
        <p className="ep-hint">{locked ? 'The background stays in place on the canvas.' : 'The background can be moved and resized on the canvas.'}</p>
      </PanelSection>

      {isVideo && timing && (
        <PanelSection title="Length">
          <LengthOptions options={VIDEO_LENGTH_OPTIONS} value={timing.adjustLength} disabled={!onTimingChange} onChange={(adjustLength) => onTimingChange?.({ adjustLength })} />
        </PanelSection>
      )}

      <PanelSection title="Opacity" isTitleHidden>
        <ObjectOpacityField object={object} onChange={onChange} />
      </PanelSection>

      <SubPageLinks label="Background effects" links={[{ sub: 'filter' as const, label: 'Filter' }]} onNavigate={onNavigate} />

      <div className="ep-danger-zone">
        <button type="button" className="ep-delete" onClick={() => setIsConfirming(true)}>
          {TRASH_ICON}
          Delete background
        </button>
      </div>
      {children}

      <ConfirmDeleteDialog
        isOpen={isConfirming}
        thing="background"
        onCancel={() => setIsConfirming(false)}
        onDelete={() => {
          setIsConfirming(false);
          onDelete();
        }}
      />
    </Panel>
  );
}
