import { createVideoObject, mediaReplacement, wholeFileTiming } from '../../../../scene/ops/newObjects';
import { updateObject } from '../../../../scene/ops/updateObject';
import { updateTiming } from '../../../../scene/ops/updateTiming';
import { type MediaLibraryKind, MediaLibraryTab } from './MediaLibraryTab';

/** Clips: added trimmed to the whole file; a replacement keeps the replaced clip's box and takes the new clip's trim. */
const VIDEOS: MediaLibraryKind<'video'> = {
  kind: 'video',
  texts: { title: 'Videos', replaceTitle: 'Replace video', library: 'Video library', loading: 'Video is Loading ...', replacing: 'Replacing the Video' },
  create: (media, size) => createVideoObject(media, size),
  replace: (document, sceneId, target, media) =>
    updateTiming(updateObject(document, sceneId, target.id, { ...mediaReplacement(target, media), _Video: media.item }), sceneId, target.id, wholeFileTiming(media.duration)),
};

/**
 * The Video tab (video editor only): stock clips (`video`) and the user's uploads
 * (`video/upload`). A click or Enter adds the clip, trimmed to the whole file; opened from
 * settings → Replace video, it swaps the selected video's clip (and its trim) instead.
 */
export function VideoTab() {
  return <MediaLibraryTab {...VIDEOS} />;
}
