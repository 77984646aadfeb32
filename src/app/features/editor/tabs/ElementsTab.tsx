import { useAppSelector } from '../../../hooks';
import { createVectorObject } from '../../../../scene/ops/newObjects';
import { STARTER_SHAPES } from './starterLibrary';
import { useAddObject } from './useAddObject';

/** The Elements tab: shapes to put on the scene (icons, emoji and illustrations join them with the catalogues). */
export function ElementsTab() {
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const add = useAddObject();
  return (
    <div className="editor-tab">
      <h2 className="tab-title">Elements</h2>
      <h3 className="tab-subtitle">Shapes</h3>
      <ul className="shape-grid">
        {STARTER_SHAPES.map((shape) => (
          <li key={shape.src}>
            <button type="button" className="shape-card" aria-label={`Add shape ${shape.name}`} title={shape.name} onClick={() => add(createVectorObject({ ...shape, kind: 'shapes' }, size))}>
              <img src={shape.src} alt="" width={56} height={56} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
