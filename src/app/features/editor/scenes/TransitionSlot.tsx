import { useNavigate } from 'react-router-dom';
import type { SceneTransition } from '../../../../scene/schema/transition';
import { editorPath, type EditorLocation } from '../routes/editorPath';

interface TransitionSlotProps {
  where: EditorLocation;
  /** Position of the scene the transition leaves. */
  fromIndex: number;
  transition: SceneTransition | null;
}

/** The slot between two scenes: opens the scene transition picker (`…/{index}/animation`, spec 000 §2) for it. */
export function TransitionSlot({ where, fromIndex, transition }: TransitionSlotProps) {
  const navigate = useNavigate();
  const name = transition?.name ?? 'No transition';
  return (
    <li className="transition-slot">
      <button
        type="button"
        className={transition ? 'transition-button has-transition' : 'transition-button'}
        aria-label={`Transition after scene ${fromIndex + 1}: ${name}`}
        title={name}
        onClick={() => void navigate(editorPath({ ...where, sceneIndex: fromIndex, section: 'animation', sub: [] }), { state: { index: fromIndex } })}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h11l-3-3M20 17H9l3 3" />
        </svg>
      </button>
    </li>
  );
}
