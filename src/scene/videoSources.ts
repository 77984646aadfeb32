import { BACKGROUND_TYPES } from './constants';
import type { CanvasObject } from './schema/canvasObject';
import type { Scene } from './schema/scene';

/** Addresses whose file name says video (the upload types a browser decodes as video). */
const videoFile = /\.(mp4|webm|mov|m4v)(\?|#|$)/i;

/**
 * Whether a scene's background object shows a video: one chosen on the Video tab
 * (`scene.background.type` 2), or an uploaded file whose name says video.
 * @param scene - the background's scene
 * @param object - the background object
 */
export function isVideoBackground(scene: Pick<Scene, 'background'>, object: Pick<CanvasObject, '_Src'>): boolean {
  if (!object._Src) return false;
  return scene.background.type === BACKGROUND_TYPES.video || videoFile.test(object._Src);
}
