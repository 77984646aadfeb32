import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Loader } from '../../../components/Loader';
import { NumericInput } from '../../../components/NumericInput';
import { updateScene } from '../../../../scene/ops/sceneAccess';
import type { SceneTransition } from '../../../../scene/schema/transition';
import { useAppDispatch } from '../../../hooks';
import { editorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { editDocument } from '../state/editDocument';
import { useCurrentScene } from '../useCurrentScene';
import type { SceneAnimationColorState } from '../colorRoute/colorRouteState';
import { findEntry, MAX_TRANSITION_SECONDS, shownTransitionColors, transitionFor } from './sceneTransitions';
import { previewFamily } from './transitionPreview';
import { useGetSceneTransitionsQuery } from './transitionsApi';
import '../../../styles/editor-panels.css';
import './transitions.css';

/** What the picker shows and does, apart from the store and the address (tested on its own). */
export interface TransitionPickerViewProps {
  /** The catalogue entries, in catalogue order. */
  entries: readonly SceneTransition[];
  /** The scene's transition; null for none. */
  chosen: SceneTransition | null;
  onChange: (sanimation: SceneTransition | null) => void;
  /** Opens the colour route for colour `index` of the chosen transition, which is `color` now. */
  onPickColor: (index: number, color: string) => void;
  isLoading?: boolean;
  isError?: boolean;
}

/** The picker body: None and a card per catalogue entry, then the length and colours of the chosen one. */
export function TransitionPickerView({ entries, chosen, onChange, onPickColor, isLoading = false, isError = false }: TransitionPickerViewProps) {
  const chosenEntry = chosen ? findEntry(entries, chosen.id) : undefined;
  // The colours the user may choose: as many as the catalogue entry has.
  const colorCount = chosenEntry?.colorArr.length ?? chosen?.colorArr.length ?? 0;
  return (
    <>
      {isError && <Alert tone="error">The transitions could not be loaded.</Alert>}
      <div className="transition-grid" role="group" aria-label="Transition">
        <button type="button" className="transition-card" aria-pressed={chosen === null} onClick={() => onChange(null)}>
          <span className="transition-preview transition-preview-none" aria-hidden="true">
            ∅
          </span>
          None
        </button>
        {entries.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className="transition-card"
            aria-pressed={chosen !== null && String(chosen.id) === String(entry.id)}
            onClick={() => onChange(transitionFor(entry, chosen?.duration))}
          >
            <span className={`transition-preview tp-${previewFamily(entry.id)}`} aria-hidden="true" />
            {entry.name}
          </button>
        ))}
      </div>
      {isLoading && <Loader label="Loading the transitions…" />}
      {chosen && (
        <>
          <NumericInput
            label="Duration"
            unit="s"
            value={chosen.duration}
            min={0}
            max={MAX_TRANSITION_SECONDS}
            step={0.25}
            decimals={2}
            hasButtons
            onChange={(duration) => onChange({ ...chosen, duration })}
          />
          {colorCount > 0 && (
            <div className="transition-colors">
              {Array.from({ length: colorCount }, (_, index) => {
                const colors = shownTransitionColors(chosen);
                const color = colors[index] ?? '#000000';
                const label = colorCount === 1 ? 'Colour' : `Colour ${index + 1}`;
                return (
                  <div key={index} className="color-field">
                    <button type="button" className="color-field-toggle" aria-label={`${label}: ${color}`} onClick={() => onPickColor(index, color)}>
                      <span className="color-field-label">{label}</span>
                      <span className="color-field-value">
                        <span className="swatch-dot" style={{ background: color }} aria-hidden="true" />
                        {color}
                      </span>
                    </button>
                  </div>
                );
              })}
            </div>
          )}
        </>
      )}
    </>
  );
}

/**
 * The scene transition picker (`/{editorType}/{vid}/{id}/animation`, spec 000 §2): the
 * transition from the scene at the address to the next one, chosen from the catalogue
 * (`GET /api/newvideo/animation/scene/`), its length and, for transitions with colours, the colours,
 * each picked on the colour route (`/color` with the scene-animation state).
 */
export function TransitionTab() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const current = useCurrentScene();
  const catalogue = useGetSceneTransitionsQuery();
  if (!current || !where) return null;
  const { sceneId, scene, sceneIndex, sceneIds } = current;
  const set = (sanimation: SceneTransition | null) => dispatch(editDocument((document) => updateScene(document, sceneId, (old) => ({ ...old, sanimation }))));
  const isLast = sceneIndex === sceneIds.length - 1;
  const pickColor = (index: number, color: string) => {
    const state: SceneAnimationColorState = { type: 'sanimation', index, color, sindex: sceneIndex };
    void navigate(editorPath({ ...where, section: 'color', sub: [] }), { state });
  };

  return (
    <div className="editor-tab">
      <h2 className="tab-title">Scene transition</h2>
      <p className="tab-hint">{isLast ? 'This is the last scene: a transition plays only between two scenes.' : `From scene ${sceneIndex + 1} to scene ${sceneIndex + 2}.`}</p>
      <TransitionPickerView
        entries={catalogue.data ?? []}
        chosen={scene.sanimation}
        onChange={set}
        onPickColor={pickColor}
        isLoading={catalogue.isLoading}
        isError={catalogue.isError}
      />
      <button type="button" className="btn btn-secondary" onClick={() => void navigate(editorPath({ ...where, section: 'avatar', sub: [] }))}>
        Done
      </button>
    </div>
  );
}
