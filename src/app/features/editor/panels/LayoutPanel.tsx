import { LAYOUT_EDGE_MARGIN_PX } from '../../../../scene/constants';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import { NumericInput } from '../../../components/NumericInput';
import { cellOf, LAYOUT_CELL_NAMES, layoutFields, positionForCell, sizePatch } from './layout';
import type { CanvasSize } from './layout';
import { PanelSection } from './Panel';
import type { EditOptions } from './types';

export interface LayoutPanelProps<T extends CanvasObject> {
  object: T;
  /** The project's canvas size, canvas px. */
  canvasSize: CanvasSize;
  onChange: (patch: Partial<T>, options?: EditOptions) => void;
  /** Distance kept from the canvas edges by the grid, canvas px. @default 15 */
  margin?: number;
}

/**
 * Layout: a 3x3 grid that moves the object's bounding box to a cell (15 px from the canvas
 * edges, or centred), and W, H, X, Y fields in whole px (W and H set the scale). For the avatar,
 * the chosen cell is also stored in `_Position`.
 */
export function LayoutPanel<T extends CanvasObject>({ object, canvasSize, onChange, margin = LAYOUT_EDGE_MARGIN_PX.default }: LayoutPanelProps<T>) {
  const current = cellOf(object, canvasSize, margin);
  const fields = layoutFields(object);

  function moveTo(cell: number) {
    const position = positionForCell(object, cell, canvasSize, margin);
    const patch: Partial<CanvasObject> = object._Type === 'avatar' ? { ...position, _Position: cell } : position;
    onChange(patch as Partial<T>);
  }

  return (
    <PanelSection title="Layout">
      <div className="ep-layout">
        <div className="ep-grid" role="group" aria-label="Position on the canvas">
          {LAYOUT_CELL_NAMES.map((name, cell) => (
            <button key={name} type="button" className="ep-grid-cell" aria-label={name} title={name} aria-pressed={current === cell} onClick={() => moveTo(cell)}>
              <span className="ep-grid-dot" aria-hidden="true" />
            </button>
          ))}
        </div>
        <div className="ep-layout-fields">
          <NumericInput label="W" unit="px" value={fields.w} min={1} disabled={object.width <= 0} onChange={(w) => onChange(sizePatch(object, 'w', w) as Partial<T>)} />
          <NumericInput label="H" unit="px" value={fields.h} min={1} disabled={object.height <= 0} onChange={(h) => onChange(sizePatch(object, 'h', h) as Partial<T>)} />
          <NumericInput label="X" unit="px" value={fields.x} onChange={(left) => onChange({ left } as Partial<T>)} />
          <NumericInput label="Y" unit="px" value={fields.y} onChange={(top) => onChange({ top } as Partial<T>)} />
        </div>
      </div>
    </PanelSection>
  );
}
