import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { createVectorObject } from '../../../../scene/ops/newObjects';
import { updateObject } from '../../../../scene/ops/updateObject';
import { editorPath } from '../routes/editorPath';
import { useEditorLocation } from '../routes/useEditorLocation';
import { editDocument } from '../state/editDocument';
import { useCurrentScene } from '../useCurrentScene';
import { shapesMatching } from './shapeSearch';
import { STARTER_SHAPES } from './starterLibrary';
import { useAddObject } from './useAddObject';

/** Shapes shown on the overview before "See all" (the full list is `elements/shapes`). */
const OVERVIEW_COUNT = 8;

/**
 * The Elements tab and its full list `elements/shapes` (spec 000 §2): shapes to put on the scene,
 * searchable by name (from one character). With the route state `replace: true` a click swaps the
 * selected shape or element for the chosen one instead of adding it.
 */
export function ElementsTab() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const where = useEditorLocation();
  const current = useCurrentScene();
  const isReplacing = (useLocation().state as { replace?: boolean } | null)?.replace === true;
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const selection = useAppSelector((state) => state.editor.selection);
  const add = useAddObject();
  const [query, setQuery] = useState('');
  if (!where || !current) return null;
  const isFullList = where.sub[0] === 'shapes';
  const target = current.scene.jsonData.objects.find((object) => selection.includes(object.id) && (object._Type === 'shape' || object._Type === 'elements'));
  const shown = isFullList ? shapesMatching(STARTER_SHAPES, query) : STARTER_SHAPES.slice(0, OVERVIEW_COUNT);

  const choose = (shape: (typeof STARTER_SHAPES)[number]) => {
    if (isReplacing && target) dispatch(editDocument((document) => updateObject(document, current.sceneId, target.id, { _Src: shape.src, _Name: shape.name })));
    else add(createVectorObject({ ...shape, kind: 'shapes' }, size));
  };

  return (
    <div className="editor-tab">
      <h2 className="tab-title">{isReplacing && target ? 'Replace element' : 'Elements'}</h2>
      {isFullList && (
        <input className="tab-search" type="search" aria-label="Search shapes" placeholder="Search shapes" value={query} onChange={(event) => setQuery(event.target.value)} />
      )}
      <div className="tab-section-head">
        <h3 className="tab-subtitle">Shapes</h3>
        {isFullList ? (
          <button type="button" className="link-button" onClick={() => void navigate(editorPath({ ...where, section: 'elements', sub: [] }))}>
            Back
          </button>
        ) : (
          <button type="button" className="link-button" onClick={() => void navigate(editorPath({ ...where, section: 'elements', sub: ['shapes'] }), { state: { replace: isReplacing } })}>
            See all
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="tab-hint">No shapes match “{query.trim()}”.</p>
      ) : (
        <ul className="shape-grid">
          {shown.map((shape) => (
            <li key={shape.src}>
              <button type="button" className="shape-card" aria-label={`${isReplacing && target ? 'Use' : 'Add'} shape ${shape.name}`} title={shape.name} onClick={() => choose(shape)}>
                <img src={shape.src} alt="" width={56} height={56} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
