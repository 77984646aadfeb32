import { useAppSelector } from '../../../hooks';
import { createTextObject, NEW_TEXT, type TextPreset } from '../../../../scene/ops/newObjects';
import { useAddObject } from './useAddObject';

const PRESETS: readonly TextPreset[] = ['heading', 'subheading', 'body'];

/** The Text tab: adds a heading, a subheading or body text with the default sizes (spec 000 §9). */
export function TextTab() {
  const size = useAppSelector((state) => state.editor.document?.size ?? 0);
  const add = useAddObject();
  return (
    <div className="editor-tab">
      <h2 className="tab-title">Text</h2>
      <p className="tab-hint">Click a style to add it to the scene, then double-click it on the canvas to type.</p>
      <div className="text-presets">
        {PRESETS.map((preset) => (
          <button key={preset} type="button" className={`text-preset text-preset-${preset}`} onClick={() => add(createTextObject(preset, size))}>
            {NEW_TEXT[preset].text}
          </button>
        ))}
      </div>
    </div>
  );
}
