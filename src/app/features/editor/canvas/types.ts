import type { CanvasObject } from '../../../../scene/schema/canvasObject';

/** A change to one object: the fields to write. */
export type ObjectChange = { id: string; patch: Partial<CanvasObject> };

/** The context-menu and keyboard commands the caller carries out. */
export type CanvasCommand = 'copy' | 'paste' | 'delete' | 'back' | 'backward' | 'forward' | 'front';

/** The pointer's title tooltip: the object under it and where the pointer is, CSS px in the overlay. */
export type HoverState = { id: string; x: number; y: number };
