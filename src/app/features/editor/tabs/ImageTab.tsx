import { IMAGES } from './mediaKinds';
import { MediaLibraryTab } from './MediaLibraryTab';

/**
 * The Image tab: stock pictures (`image`) and the user's uploads (`image/upload`). A click or
 * Enter adds the picture to the scene; opened from settings → Replace image, it swaps the
 * selected image's picture instead, within the same box.
 */
export function ImageTab() {
  return <MediaLibraryTab {...IMAGES} />;
}
