/**
 * A file of the user's media library (`GET /api/userlibrary/upload/`, spec 000 §3 "Media item").
 * `fileInfo` holds what the server found in the file (sizes in px, duration in seconds) and how
 * its preparation goes: a video the browser cannot play gets a proxy made by a background job,
 * and until `status` is 1 `media_file` is the file as uploaded.
 */
export type UploadItem = {
  id: number;
  name: string;
  category: string;
  /** image, video or audio. */
  ctype?: string;
  /** Address of the file to place: the proxy once made, else the upload. */
  media_file: string;
  /** Address of a small JPEG of it; null for sound. */
  media_thumbnail: string | null;
  fileInfo: {
    duration?: number | null;
    width?: number | null;
    height?: number | null;
    /** Preparation: the generation codes of spec 001 §4, 1 ready, 2 processing, 3 queued, 0 failed. @default 1 */
    status?: number;
    /** Preparation progress, percent 0..100. */
    progress?: number;
  };
};
