import { VIDEOS } from './mediaKinds';
import { MediaLibraryTab } from './MediaLibraryTab';

/**
 * The Video tab (video editor only): stock clips (`video`) and the user's uploads
 * (`video/upload`). A click or Enter adds the clip, trimmed to the whole file; opened from
 * settings → Replace video, it swaps the selected video's clip (and its trim) instead.
 */
export function VideoTab() {
  return <MediaLibraryTab {...VIDEOS} />;
}
