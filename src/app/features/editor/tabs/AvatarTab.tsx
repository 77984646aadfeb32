import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { useAppDispatch } from '../../../hooks';
import { AVATAR_MODES } from '../../../../scene/constants';
import { setAvatarMode, switchToProMode } from '../../../../scene/ops/sceneModes';
import { NO_AVATAR_WARNING } from '../../../../scene/ops/SceneOpError';
import type { AvatarMode } from '../../../../scene/schema/scene';
import { AvatarPageLinks } from '../avatar/AvatarPageLinks';
import { AvatarSettings } from '../avatar/AvatarSettings';
import { editDocument } from '../state/editDocument';
import type { EditorType } from '../state/editorSlice';
import { useCurrentScene } from '../useCurrentScene';

const MODES: readonly { mode: AvatarMode; label: string; isVideoOnly: boolean }[] = [
  { mode: AVATAR_MODES.avatar, label: 'Avatar', isVideoOnly: false },
  { mode: AVATAR_MODES.voiceOnly, label: 'Voice only', isVideoOnly: true },
  { mode: AVATAR_MODES.noAvatar, label: 'No Avatar', isVideoOnly: false },
];

/**
 * The Avatar tab's scene settings (spec 000 §1, §2, §4): the avatar mode (No Avatar is one-way and
 * asks first; voice only is hidden for images), Avatar Settings (Face and Voice tabs in the video
 * editor, faces only for images: see `AvatarSettings`), the entries to the avatar's frame, animation
 * and shadow pages, and easy or pro mode (pro is one-way).
 */
export function AvatarTab({ editorType }: { editorType: EditorType }) {
  const dispatch = useAppDispatch();
  const current = useCurrentScene();
  const [isAsking, setIsAsking] = useState(false);
  if (!current) return null;
  const { sceneId, scene } = current;
  const isNoAvatar = scene.mode === AVATAR_MODES.noAvatar;
  const choose = (mode: AvatarMode) => {
    if (mode === AVATAR_MODES.noAvatar) setIsAsking(true);
    else dispatch(editDocument((document) => setAvatarMode(document, sceneId, mode)));
  };

  return (
    <div className="editor-tab">
      <h2 className="tab-title">Avatar</h2>
      <fieldset className="segmented" disabled={isNoAvatar}>
        <legend className="tab-subtitle">Avatar mode</legend>
        {MODES.filter(({ isVideoOnly }) => editorType === 'video' || !isVideoOnly).map(({ mode, label }) => (
          <button key={mode} type="button" className="segment" aria-pressed={scene.mode === mode} onClick={() => choose(mode)}>
            {label}
          </button>
        ))}
      </fieldset>
      {isNoAvatar && <p className="tab-hint">This scene has no avatar. Add a new scene to use one again.</p>}
      <AvatarSettings sceneId={sceneId} editorType={editorType} mode={scene.mode} />
      {scene.mode === AVATAR_MODES.avatar && <AvatarPageLinks />}
      {editorType === 'video' && (
        <fieldset className="segmented">
          <legend className="tab-subtitle">Timing</legend>
          <button type="button" className="segment" aria-pressed={scene.haveEasyMode} disabled={!scene.haveEasyMode}>
            Easy mode
          </button>
          <button type="button" className="segment" aria-pressed={!scene.haveEasyMode} onClick={() => dispatch(editDocument((document) => switchToProMode(document, sceneId)))}>
            Pro mode
          </button>
          <p className="tab-hint">
            {scene.haveEasyMode
              ? 'Objects last as long as the speech. Pro mode lets you time each one on the timeline; it cannot be switched back for this scene.'
              : 'You time each object on the timeline.'}
          </p>
        </fieldset>
      )}
      <Dialog
        isOpen={isAsking}
        title="Switch to No Avatar?"
        onClose={() => setIsAsking(false)}
        actions={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setIsAsking(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setIsAsking(false);
                dispatch(editDocument((document) => setAvatarMode(document, sceneId, AVATAR_MODES.noAvatar)));
              }}
            >
              Switch
            </button>
          </>
        }
      >
        <p>{NO_AVATAR_WARNING}</p>
      </Dialog>
    </div>
  );
}
