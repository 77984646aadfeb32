import { createImageObject, mediaReplacement } from '../../../../scene/ops/newObjects';
import { updateObject } from '../../../../scene/ops/updateObject';
import { type MediaLibraryKind, MediaLibraryTab } from './MediaLibraryTab';

/** Pictures: added in their own box; a replacement keeps the replaced picture's box. */
const IMAGES: MediaLibraryKind<'image'> = {
  kind: 'image',
  texts: { title: 'Images', replaceTitle: 'Replace image', library: 'Image library', loading: 'Image is Loading ...', replacing: 'Replacing the Image' },
  create: (media, size) => ({ object: createImageObject(media, size) }),
  replace: (document, sceneId, target, media) => updateObject(document, sceneId, target.id, { ...mediaReplacement(target, media), _Image: media.item }),
};

/**
 * The Image tab: stock pictures (`image`) and the user's uploads (`image/upload`). A click or
 * Enter adds the picture to the scene; opened from settings → Replace image, it swaps the
 * selected image's picture instead, within the same box.
 */
export function ImageTab() {
  return <MediaLibraryTab {...IMAGES} />;
}
