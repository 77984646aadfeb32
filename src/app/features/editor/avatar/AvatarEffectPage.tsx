import { useNavigate } from 'react-router-dom';
import { sceneAvatar } from '../../../../scene/ops/avatars';
import { useAppSelector } from '../../../hooks';
import { AnimationPanel } from '../effects/AnimationPanel';
import { ShadowPanel } from '../effects/ShadowPanel';
import { Panel } from '../panels/Panel';
import { editorPath, type EditorLocation } from '../routes/editorPath';
import { useObjectEditing } from '../settings/useObjectEditing';
import { useCurrentScene } from '../useCurrentScene';

const TITLES = { animation: 'Animation', shadow: 'Shadow' } as const;

/**
 * The avatar's `animation` (video editor only: see `avatarPageOf`) and `shadow` pages (spec 000
 * §2): the settings' own Animation and Shadow panels, editing the scene's avatar. Back returns to
 * the Avatar tab.
 */
export function AvatarEffectPage({ page, where }: { page: keyof typeof TITLES; where: EditorLocation }) {
  const navigate = useNavigate();
  const current = useCurrentScene();
  const document = useAppSelector((state) => state.editor.document);
  const avatar = current && document ? sceneAvatar(document, current.sceneId) : undefined;
  const { onChange, onTimingChange } = useObjectEditing(current?.sceneId ?? 0, avatar?.id ?? '');
  const timing = avatar && current?.scene.elements[avatar.id];
  const back = { onBack: () => void navigate(editorPath({ ...where, section: 'avatar', sub: [] })), backLabel: 'Avatar' };

  if (avatar && page === 'shadow') return <ShadowPanel object={avatar} onChange={onChange} {...back} />;
  if (avatar && timing) return <AnimationPanel objectId={avatar.id} timing={timing} onTimingChange={onTimingChange} {...back} />;
  return (
    <Panel title={TITLES[page]} {...back}>
      <p className="ep-hint">This scene has no avatar.</p>
    </Panel>
  );
}
