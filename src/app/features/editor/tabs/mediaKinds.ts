import { createImageObject, createVideoObject, mediaReplacement, wholeFileTiming } from '../../../../scene/ops/newObjects';
import { updateObject } from '../../../../scene/ops/updateObject';
import { updateTiming } from '../../../../scene/ops/updateTiming';
import type { MediaLibraryKind } from './MediaLibraryTab';

/** Pictures (the Image tab, a picture dropped on the canvas): added in their own box; a replacement keeps the replaced picture's box. */
export const IMAGES: MediaLibraryKind<'image'> = {
  kind: 'image',
  texts: { title: 'Images', replaceTitle: 'Replace image', library: 'Image library' },
  loading: { add: 'image', replace: 'replaceImage' },
  create: (media, size) => ({ object: createImageObject(media, size) }),
  replace: (document, sceneId, target, media) => updateObject(document, sceneId, target.id, { ...mediaReplacement(target, media), _Image: media.item }),
};

/** Clips (the Video tab, a clip dropped on the canvas): added trimmed to the whole file; a replacement keeps the replaced clip's box and takes the new clip's trim. */
export const VIDEOS: MediaLibraryKind<'video'> = {
  kind: 'video',
  texts: { title: 'Videos', replaceTitle: 'Replace video', library: 'Video library' },
  loading: { add: 'video', replace: 'replaceVideo' },
  create: (media, size) => createVideoObject(media, size),
  replace: (document, sceneId, target, media) =>
    updateTiming(updateObject(document, sceneId, target.id, { ...mediaReplacement(target, media), _Video: media.item }), sceneId, target.id, wholeFileTiming(media.duration)),
};
