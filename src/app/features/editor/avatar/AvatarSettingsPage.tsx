import { useNavigate } from 'react-router-dom';
import { AVATAR_MODES } from '../../../../scene/constants';
import { Panel } from '../panels/Panel';
import { editorPath, type EditorLocation } from '../routes/editorPath';
import { useCurrentScene } from '../useCurrentScene';
import { AvatarSettings } from './AvatarSettings';

/** The avatar's `avatar_settings` page (spec 000 §2): Avatar Settings alone (faces, and the voice in the video editor). */
export function AvatarSettingsPage({ where }: { where: EditorLocation }) {
  const navigate = useNavigate();
  const current = useCurrentScene();
  if (!current) return null;
  return (
    <Panel title="Avatar Settings" onBack={() => void navigate(editorPath({ ...where, section: 'avatar', sub: [] }))} backLabel="Avatar">
      {current.scene.mode === AVATAR_MODES.noAvatar && <p className="ep-hint">This scene has no avatar.</p>}
      <AvatarSettings sceneId={current.sceneId} editorType={where.editorType} mode={current.scene.mode} />
    </Panel>
  );
}
