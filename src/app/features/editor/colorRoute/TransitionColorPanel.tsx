import { useNavigate } from 'react-router-dom';
import { liveSceneIds } from '../../../../scene/ops/sceneOrder';
import { updateScene } from '../../../../scene/ops/sceneAccess';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { ColorPicker } from '../colors/ColorPicker';
import { Panel } from '../panels/Panel';
import type { EditOptions } from '../panels/types';
import { editorPath, type EditorLocation } from '../routes/editorPath';
import { editDocument } from '../state/editDocument';
import { shownTransitionColors, withColor } from '../transitions/sceneTransitions';
import type { SceneAnimationColorState } from './colorRouteState';

/**
 * The colour route for a scene transition (spec 000 §2 `/color` with type, index, color, sindex):
 * colours one colour of the transition of the scene at position `sindex`; back returns to that
 * scene's transition picker (`/animation`, whose state carries the transition index).
 */
export function TransitionColorPanel({ where, state }: { where: EditorLocation; state: SceneAnimationColorState }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sceneId = useAppSelector((root) => (root.editor.document ? liveSceneIds(root.editor.document)[state.sindex] : undefined));
  const transition = useAppSelector((root) => (sceneId === undefined ? null : (root.editor.document?.scenes[String(sceneId)]?.sanimation ?? null)));
  const title = `Transition Colour ${state.index + 1}`;
  const back = () => void navigate(editorPath({ ...where, sceneIndex: state.sindex, section: 'animation', sub: [] }), { state: { index: state.sindex } });

  if (sceneId === undefined || !transition) {
    return (
      <Panel title={title} onBack={back} backLabel="transition">
        <p className="tab-hint">This scene has no transition to colour.</p>
      </Panel>
    );
  }
  const change = (color: string, options?: EditOptions) =>
    dispatch(
      editDocument(
        (document) =>
          updateScene(document, sceneId, (scene) =>
            scene.sanimation ? { ...scene, sanimation: { ...scene.sanimation, colorArr: withColor(shownTransitionColors(scene.sanimation), state.index, color) } } : scene,
          ),
        { preview: options?.transient },
      ),
    );

  return (
    <Panel title={title} onBack={back} backLabel="transition">
      <ColorPicker label={title} color={shownTransitionColors(transition)[state.index] ?? state.color} onChange={change} />
    </Panel>
  );
}
