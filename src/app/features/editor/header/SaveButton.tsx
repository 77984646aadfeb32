import { useEffect, useRef, useState } from 'react';
import { SAVE_RING } from '../../../../scene/constants';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { saveNow } from '../state/autosave';
import { ringDash, type SaveRingValue } from './saveRing';

const RADIUS = 15;

/**
 * Save (spec 000 §4): the ring shows 50 while saving and 100 when done, then resets after 0.5 s;
 * the button is dimmed while the autosave sends (spec 000 §7).
 */
export function SaveButton() {
  const dispatch = useAppDispatch();
  const isSaving = useAppSelector((state) => state.editor.isSaving);
  const [ring, setRing] = useState<SaveRingValue>(0);
  const reset = useRef(0);
  useEffect(() => () => window.clearTimeout(reset.current), []);

  const save = async () => {
    window.clearTimeout(reset.current);
    setRing(SAVE_RING.saving);
    const isSaved = await dispatch(saveNow());
    setRing(isSaved ? SAVE_RING.done : 0);
    reset.current = window.setTimeout(() => setRing(0), SAVE_RING.resetMs);
  };
  const [drawn, gap] = ringDash(ring, RADIUS);

  return (
    <button
      type="button"
      className={isSaving ? 'save-button is-dimmed' : 'save-button'}
      aria-label={ring === SAVE_RING.saving ? 'Saving' : ring === SAVE_RING.done ? 'Saved' : 'Save'}
      data-progress={ring}
      onClick={() => void save()}
    >
      <svg viewBox="0 0 36 36" aria-hidden="true">
        <circle className="save-ring-track" cx="18" cy="18" r={RADIUS} />
        <circle className="save-ring" cx="18" cy="18" r={RADIUS} strokeDasharray={`${drawn} ${gap}`} transform="rotate(-90 18 18)" />
        <path className="save-icon" d="M12 11h9l3 3v11H12zM14.5 11v4h6v-4M14.5 25v-5h7v5" />
      </svg>
    </button>
  );
}
