import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AVATAR_FRAMES } from '../../../../scene/constants';
import type { AvatarFrameKind } from '../../../../scene/effects/frames';
import { type FrameFill, frameFillKind, setAvatarFrame, setFrameBackground } from '../../../../scene/ops/avatarFrame';
import { sceneAvatar } from '../../../../scene/ops/avatars';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { StockBrowser } from '../../media/StockBrowser';
import { UploadBrowser } from '../../media/UploadBrowser';
import { ColorPicker } from '../colors/ColorPicker';
import { GradientPicker } from '../colors/GradientPicker';
import type { EditOptions } from '../panels/types';
import { Panel, PanelSection } from '../panels/Panel';
import { editorPath, type EditorLocation } from '../routes/editorPath';
import { editDocument } from '../state/editDocument';
import { useCurrentScene } from '../useCurrentScene';

const SHAPES: readonly { kind: AvatarFrameKind; label: string }[] = [
  { kind: AVATAR_FRAMES.none, label: 'No frame' },
  { kind: AVATAR_FRAMES.square, label: 'Square frame' },
  { kind: AVATAR_FRAMES.circle, label: 'Circle frame' },
];

type FillTab = 'color' | 'gradient' | 'image' | 'upload';

const FILL_TABS: readonly { tab: FillTab; label: string }[] = [
  { tab: 'color', label: 'Colour' },
  { tab: 'gradient', label: 'Gradient' },
  { tab: 'image', label: 'Image' },
  { tab: 'upload', label: 'Upload' },
];

/**
 * The Frame panel at the avatar's `frame` sub-route (spec 000 §2, §4): no frame, a square frame or
 * a circle frame for the scene's avatar, and what fills the frame behind it: a colour, a gradient,
 * a stock image or an uploaded image. Leaving returns to the plain scene path.
 */
export function FramePanel({ where }: { where: EditorLocation }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useCurrentScene();
  const document = useAppSelector((state) => state.editor.document);
  const avatar = current && document ? sceneAvatar(document, current.sceneId) : undefined;
  const [tab, setTab] = useState<FillTab>(() => {
    const shown = frameFillKind(avatar?.frameBackground);
    return shown === 'none' ? 'color' : shown;
  });
  const leave = () => void navigate(editorPath({ ...where, section: 'avatar', sub: [] }));

  if (!current || !avatar) {
    return (
      <Panel title="Frame" onBack={leave} backLabel="Avatar">
        <p className="ep-hint">This scene has no avatar to frame.</p>
      </Panel>
    );
  }
  const { sceneId } = current;
  const kind = avatar.frame ?? AVATAR_FRAMES.none;
  const background = avatar.frameBackground;
  const fillKind = frameFillKind(background);
  const fill = (value: FrameFill | null, options?: EditOptions) =>
    dispatch(editDocument((doc) => setFrameBackground(doc, sceneId, value), { preview: options?.transient === true }));

  return (
    <Panel title="Frame" onBack={leave} backLabel="Avatar" lead="Show the avatar inside a square or a circle, over a colour, gradient or picture.">
      <PanelSection title="Frame shape">
        <div className="frame-shapes" role="group" aria-label="Frame shape">
          {SHAPES.map(({ kind: shape, label }) => (
            <button
              key={shape}
              type="button"
              className="frame-shape"
              aria-pressed={kind === shape}
              onClick={() => dispatch(editDocument((doc) => setAvatarFrame(doc, sceneId, shape)))}
            >
              <span className={`frame-shape-icon is-${['none', 'square', 'circle'][shape]}`} aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      </PanelSection>
      {kind !== AVATAR_FRAMES.none && (
        <PanelSection title="Frame background">
          <div className="ep-segmented" role="group" aria-label="Frame background type">
            {FILL_TABS.map(({ tab: option, label }) => (
              <button key={option} type="button" className="ep-segment" aria-pressed={tab === option} onClick={() => setTab(option)}>
                {label}
              </button>
            ))}
          </div>
          {tab === 'color' && (
            <ColorPicker label="Frame colour" color={fillKind === 'color' ? (background?.color ?? null) : null} onChange={(color, options) => fill({ color }, options)} />
          )}
          {tab === 'gradient' && <GradientPicker value={fillKind === 'gradient' ? background?.gradient : null} onChange={(gradient, options) => fill({ gradient }, options)} />}
          {tab === 'image' && <StockBrowser ctg="image" type="image" verb="Use" loading="image" onChoose={(media) => fill({ src: media.src })} />}
          {tab === 'upload' && <UploadBrowser kind="image" product={where.editorType} verb="Use" onChoose={(media) => fill({ src: media.src })} />}
          {fillKind !== 'none' && (
            <button type="button" className="btn btn-secondary frame-clear" onClick={() => fill(null)}>
              No background
            </button>
          )}
        </PanelSection>
      )}
    </Panel>
  );
}
