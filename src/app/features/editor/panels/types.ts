import type { ReactNode } from 'react';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';

/**
 * How a change is meant: `transient` changes are a live preview while a slider or picker is
 * dragged; the final call without it commits (one undo step).
 */
export type EditOptions = { transient?: boolean };

/**
 * Props every object panel takes. A patch holds only the changed fields; a field set to
 * `undefined` in a patch means "remove this optional field" (no gradient, no text effect, no
 * merge-tag variable).
 */
export type ObjectPanelProps<T extends CanvasObject> = {
  object: T;
  /** The object's timing, `scene.elements[object.id]`. */
  timing?: ElementTiming;
  onChange(patch: Partial<T>, options?: EditOptions): void;
  onTimingChange?(patch: Partial<ElementTiming>, options?: EditOptions): void;
  /** Further sections the caller places at the end of the panel (layout, layer order). */
  children?: ReactNode;
};

/** Called with each committed value, or with `{ transient: true }` while a control is dragged. */
export type ValueChange<V> = (value: V, options?: EditOptions) => void;
