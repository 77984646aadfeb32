import { useNavigate } from 'react-router-dom';
import { NumericInput } from '../../../components/NumericInput';
import { updateScene } from '../../../../scene/ops/sceneAccess';
import type { SceneTransition } from '../../../../scene/schema/transition';
import { useAppDispatch } from '../../../hooks';
import { editorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { editDocument } from '../state/editDocument';
import { useCurrentScene } from '../useCurrentScene';
import { MAX_TRANSITION_SECONDS, SCENE_TRANSITIONS, transitionFor } from './sceneTransitions';

/**
 * The scene transition picker (`/{editorType}/{vid}/{id}/animation`, spec 000 §2): the
 * transition from the scene at the address to the next one, and its length.
 */
export function TransitionTab() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const current = useCurrentScene();
  if (!current || !where) return null;
  const { sceneId, scene, sceneIndex, sceneIds } = current;
  const chosen = scene.sanimation;
  const set = (sanimation: SceneTransition | null) => dispatch(editDocument((document) => updateScene(document, sceneId, (old) => ({ ...old, sanimation }))));
  const isLast = sceneIndex === sceneIds.length - 1;

  return (
    <div className="editor-tab">
      <h2 className="tab-title">Scene transition</h2>
      <p className="tab-hint">{isLast ? 'This is the last scene: a transition plays only between two scenes.' : `From scene ${sceneIndex + 1} to scene ${sceneIndex + 2}.`}</p>
      <div className="segmented" role="group" aria-label="Transition">
        <button type="button" className="segment" aria-pressed={chosen === null} onClick={() => set(null)}>
          None
        </button>
        {SCENE_TRANSITIONS.map((choice) => (
          <button key={choice.id} type="button" className="segment" aria-pressed={chosen?.id === choice.id} onClick={() => set(transitionFor(choice, chosen?.duration))}>
            {choice.name}
          </button>
        ))}
      </div>
      {chosen && (
        <NumericInput label="Duration" unit="s" value={chosen.duration} min={0} max={MAX_TRANSITION_SECONDS} step={0.25} decimals={2} hasButtons onChange={(duration) => set({ ...chosen, duration })} />
      )}
      <button type="button" className="btn btn-secondary" onClick={() => void navigate(editorPath({ ...where, section: 'avatar', sub: [] }))}>
        Done
      </button>
    </div>
  );
}
