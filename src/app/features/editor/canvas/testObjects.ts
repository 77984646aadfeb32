import { canvasObjectSchema } from '../../../../scene/schema/canvasObject';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';

/** Test support only: a canvas object with the schema's defaults filled in. */
export function testObject(fields: { id: string; _Type: CanvasObject['_Type'] } & Record<string, unknown>): CanvasObject {
  const src = fields._Type === 'image' || fields._Type === 'video' || fields._Type === 'shape' || fields._Type === 'elements' || fields._Type === 'music';
  return canvasObjectSchema.parse({ ...(src ? { _Src: `https://media.example/${fields.id}` } : {}), ...fields });
}
