import type { LibraryItem } from '../../../contract/userLibrary';

/**
 * A file of the user's media library (`GET /api/userlibrary/upload/`, spec 000 §3 "Media item").
 * `fileInfo` holds what the server found in the file (sizes in px, duration in seconds) and how
 * its preparation goes: a video the browser cannot play gets a proxy made by a background job,
 * and until `status` is 1 `media_file` is the file as uploaded.
 */
export type UploadItem = Pick<LibraryItem, 'id' | 'name' | 'category' | 'media_file' | 'media_thumbnail'> &
  Partial<Pick<LibraryItem, 'ctype'>> & {
    /** Preparation `status` (@default 1) and `progress` may be absent in what the app builds itself. */
    fileInfo: Partial<Pick<LibraryItem['fileInfo'], 'duration' | 'width' | 'height' | 'status' | 'progress'>>;
  };
