import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CanvasSizeIndex } from '../../../../scene/constants';
import { insertScenes } from '../../../../scene/ops/insertScenes';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { THUMBNAIL_BOXES } from '../../templates/TemplateCard';
import { TemplatePicture } from '../../templates/TemplatePicture';
import type { TemplateListItem } from '../../../../contract/templates';
import { useLazyGetTemplateScenesQuery } from '../../templates/templatesApi';
import { editorPath, type EditorLocation } from '../routes/editorPath';
import { whileLoading } from '../loading/whileLoading';
import { editDocument } from '../state/editDocument';
import { useCurrentScene } from '../useCurrentScene';

/** The route state of `templates/list` (spec 000 §2: "state carries name, id and list"): the list item's scenes, with their pictures in the project's size. */
export type TemplateListState = { name: string; id: string; list: readonly Pick<TemplateListItem['scenes'][number], 'sceneIndex' | 'name' | 'thumbnail'>[] };

/** Whether route state is a template list's. */
function isListState(state: unknown): state is TemplateListState {
  return typeof state === 'object' && state !== null && typeof (state as TemplateListState).id === 'string' && Array.isArray((state as TemplateListState).list);
}

/** One scene of the template, its picture rendered by the server, with a box to choose it. */
function SceneOption({ size, scene, isChosen, onToggle }: { size: CanvasSizeIndex; scene: TemplateListState['list'][number]; isChosen: boolean; onToggle: () => void }) {
  const box = THUMBNAIL_BOXES[size];
  return (
    <li>
      <label className="template-scene-option">
        <span className="template-thumb" style={{ aspectRatio: `${box.width} / ${box.height}` }}>
          <TemplatePicture src={scene.thumbnail ?? null} />
        </span>
        <input type="checkbox" checked={isChosen} onChange={onToggle} />
        <span className="template-card-name">
          {scene.sceneIndex + 1}. {scene.name}
        </span>
      </label>
    </li>
  );
}

/**
 * `templates/list`: the scenes of the template in the route state, all chosen at first; "Add"
 * fetches the chosen scenes in the project's size and inserts them after the open scene as one
 * undo step, then shows the first of them ('Scene is Loading ...' on the canvas meanwhile). A
 * failure is logged only (spec 000 §8).
 */
export function TemplateScenesList({ where }: { where: EditorLocation }) {
  const { state } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const current = useCurrentScene();
  const size = useAppSelector((root) => root.editor.document?.size ?? 0);
  const [fetchScenes, { isFetching }] = useLazyGetTemplateScenesQuery();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(isListState(state) ? state.list.map((scene) => scene.sceneIndex) : []));
  const back = () => void navigate(editorPath({ ...where, section: 'templates', sub: [] }));
  if (!isListState(state) || !current) {
    return (
      <div className="editor-tab">
        <button type="button" className="editor-templates-back" onClick={back}>
          ← Templates
        </button>
        <p className="tab-hint">Choose a template to see its scenes.</p>
      </div>
    );
  }

  const toggle = (index: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const indexes = state.list.map((scene) => scene.sceneIndex).filter((index) => chosen.has(index));
  const add = async () => {
    try {
      const { results } = await fetchScenes({ id: state.id, size, scenes: indexes }).unwrap();
      dispatch(editDocument((document) => insertScenes(document, results, current.sceneId).doc));
      void navigate(editorPath({ ...where, sceneIndex: current.sceneIndex + 1, section: 'templates', sub: [] }));
    } catch (failure) {
      // Template failures are logged (spec 000 §8): the list stays as it was, for another try.
      console.error(`The scenes of template ${state.id} could not be added`, failure);
    }
  };
  const addWhileLoading = () => dispatch(whileLoading('scene', add));
  const count = indexes.length;

  return (
    <div className="editor-tab">
      <button type="button" className="editor-templates-back" onClick={back}>
        ← Templates
      </button>
      <h2 className="tab-title">{state.name}</h2>
      <p className="tab-hint">Choose the scenes to add after the current scene.</p>
      <ul className="editor-templates-grid" aria-label={`Scenes of ${state.name}`}>
        {state.list.map((scene) => (
          <SceneOption key={scene.sceneIndex} size={size} scene={scene} isChosen={chosen.has(scene.sceneIndex)} onToggle={() => toggle(scene.sceneIndex)} />
        ))}
      </ul>
      <button type="button" className="btn btn-primary editor-templates-add" onClick={() => void addWhileLoading()} disabled={count === 0 || isFetching} aria-busy={isFetching}>
        {count === 1 ? 'Add 1 scene' : `Add ${count} scenes`}
      </button>
    </div>
  );
}
