import type { StockItem } from '../../../contract/catalogueItems';
import type { NewMedia } from '../../../scene/ops/newObjects';
import type { MediaItem } from '../../../scene/schema/media';
import type { UploadItem } from './mediaTypes';

/** A picture or clip ready to place: its file, size in px, length in seconds (0 for pictures) and library item. */
export type PlaceableMedia = NewMedia & { duration: number };

/** The library item kept on the object (`_Image`, `_Video`): the spec's media item fields only (spec 000 §3), nothing else the list had. */
function mediaItem(fields: {
  id: string | number;
  name: string;
  media_file: string;
  media_thumbnail: string | null;
  category: string;
  ctype?: string;
  duration: number;
}): MediaItem {
  const { id, name, media_file: file, media_thumbnail: thumbnail, category, ctype, duration } = fields;
  return {
    id,
    name,
    media_file: file,
    category,
    ...(ctype ? { ctype } : {}),
    ...(thumbnail ? { media_thumbnail: thumbnail } : {}),
    ...(duration > 0 ? { fileInfo: { duration } } : {}),
  };
}

/** A stock item, once its file is known. */
export function stockMedia(item: StockItem, file: string): PlaceableMedia {
  const duration = item.fileInfo.duration ?? 0;
  return {
    src: file,
    width: item.width,
    height: item.height,
    name: item.name,
    duration,
    item: mediaItem({ id: item.id, name: item.name, media_file: file, media_thumbnail: item.media_thumbnail, category: item.category, ctype: item.ctype, duration }),
  };
}

/** An upload of the user's library. */
export function uploadMedia(item: UploadItem): PlaceableMedia {
  const duration = item.fileInfo.duration ?? 0;
  return {
    src: item.media_file,
    width: item.fileInfo.width ?? 0,
    height: item.fileInfo.height ?? 0,
    name: item.name,
    duration,
    item: mediaItem({ ...item, duration }),
  };
}

/** A length in seconds as the lists show it: `m:ss`. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
