import { ADJUST_LENGTH, BACKGROUND_TYPES, CANVAS_SIZES, type CanvasSizeIndex, DEFAULT_BACKGROUND } from '../constants';
import type { BackgroundObject } from '../schema/canvasObject';
import type { ProjectDocument } from '../schema/project';
import { type NewMedia, wholeFileTiming } from './newObjects';
import { getScene, updateScene } from './sceneAccess';
import { SceneOpError } from './SceneOpError';
import { updateObject } from './updateObject';
import { updateTiming } from './updateTiming';

/** Where a background's media comes from: the background tab ids of spec 000 §9 (image 1, video 2, upload 3). */
export type BackgroundMediaSource = 'image' | 'video' | 'upload';

/**
 * The geometry that makes media cover the canvas like the default background (at (-1, -1), canvas
 * plus 1 px): scaled to fill it without distortion and cropped to the middle of the source. Media
 * of unknown size (0) keeps size 0, which the engine stretches over the canvas.
 * @param media - the source size in px
 * @param size - the project's canvas size index
 */
export function backgroundCover(
  media: Pick<NewMedia, 'width' | 'height'>,
  size: CanvasSizeIndex,
): Pick<BackgroundObject, 'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'cropX' | 'cropY'> {
  const box = { width: CANVAS_SIZES[size].width + DEFAULT_BACKGROUND.extraSize, height: CANVAS_SIZES[size].height + DEFAULT_BACKGROUND.extraSize };
  const placed = { left: DEFAULT_BACKGROUND.left, top: DEFAULT_BACKGROUND.top };
  if (!(media.width > 0 && media.height > 0)) return { ...placed, width: 0, height: 0, scaleX: 1, scaleY: 1, cropX: 0, cropY: 0 };
  const scale = Math.max(box.width / media.width, box.height / media.height);
  const width = Math.min(media.width, box.width / scale);
  const height = Math.min(media.height, box.height / scale);
  return { ...placed, width, height, scaleX: scale, scaleY: scale, cropX: (media.width - width) / 2, cropY: (media.height - height) / 2 };
}

/**
 * Makes a scene's background show a picture or clip covering the canvas (spec 000 §2
 * settings/background image, video, upload): the background object's file, library item and
 * cover geometry (no gradient), `scene.background` {type: the tab id, current.id: the item's id},
 * and `scene.media.video` (the clip, or null). A clip plays its whole file, looping over the
 * scene (adjustLength 1), since a short background loop should not be slowed down to fit.
 * Lock, opacity and filter stay as they were.
 * @param media - the file, size in px, library item, and length in seconds (0 for a picture)
 * @param source - the tab it was chosen in
 * @param isVideo - whether the file is a clip (an upload may be either)
 * @throws SceneOpError `UNKNOWN_SCENE`, or `INVALID_VALUE` when the scene has no background object
 */
export function setBackgroundMedia(
  doc: ProjectDocument,
  sceneId: number,
  media: NewMedia & { duration: number },
  source: BackgroundMediaSource,
  isVideo: boolean,
): ProjectDocument {
  const background = getScene(doc, sceneId).jsonData.objects[0];
  if (background?._Type !== 'background') throw new SceneOpError('INVALID_VALUE', `scene ${sceneId} has no background`);
  const item = media.item ?? null;
  const shown = updateObject(doc, sceneId, background.id, {
    ...backgroundCover(media, doc.size),
    _Src: media.src,
    _Image: isVideo ? undefined : (item ?? undefined),
    _Video: isVideo ? (item ?? undefined) : undefined,
    gradient: undefined,
  });
  const described = updateScene(shown, sceneId, (scene) => ({
    ...scene,
    background: { type: BACKGROUND_TYPES[source], current: { id: item?.id ?? null } },
    media: { ...scene.media, video: isVideo ? item : null },
  }));
  return isVideo ? updateTiming(described, sceneId, background.id, { ...wholeFileTiming(media.duration), adjustLength: ADJUST_LENGTH.loop }) : described;
}
