import { CANVAS_SIZES, type CanvasSizeIndex, DEFAULT_BACKGROUND } from './constants';
import { backgroundObjectId } from './ids';
import { backgroundObjectSchema, type BackgroundObject } from './schema/canvasObject';

/**
 * The default background object of a scene: a white rectangle at (-1, -1) covering the canvas
 * plus 1 px, i.e. `width + 1` by `height + 1` canvas px (spec 000 §9).
 * @param sceneId - the scene number; the object id is `background-{sceneId}`
 * @param size - canvas size index (0 1920x1080, 1 1920x1920, 2 1080x1920)
 */
export function createBackgroundObject(sceneId: number, size: CanvasSizeIndex): BackgroundObject {
  const canvas = CANVAS_SIZES[size];
  return backgroundObjectSchema.parse({
    id: backgroundObjectId(sceneId),
    _Type: 'background',
    _Name: 'Background',
    left: DEFAULT_BACKGROUND.left,
    top: DEFAULT_BACKGROUND.top,
    width: canvas.width + DEFAULT_BACKGROUND.extraSize,
    height: canvas.height + DEFAULT_BACKGROUND.extraSize,
    fill: DEFAULT_BACKGROUND.fill,
  });
}
