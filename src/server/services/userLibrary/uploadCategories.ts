import type { MediaFormat } from '../media/sniffMedia.ts';

/**
 * The library's categories: the editor's lists (spec 000 §7: `{product}_image`, `{product}_video`
 * for the video and image editors, music, speechupload, speechrecord, csvupload) and the account
 * area's (spec 001 §3: logo, upload, audio, csv).
 */
export const UPLOAD_CATEGORIES = [
  'video_image',
  'image_image',
  'video_video',
  'image_video',
  'music',
  'speechupload',
  'speechrecord',
  'csvupload',
  'logo',
  'upload',
  'audio',
  'csv',
] as const;

export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

/** What a file is to the library; a CSV is a data file. */
export type UploadKind = 'image' | 'video' | 'audio' | 'csv';

/** The media item's `ctype` (and the list's `type` filter, spec 001 §3: "type application, image or video"). */
export type UploadContentType = 'image' | 'video' | 'audio' | 'application';

export const CONTENT_TYPE_OF_KIND: Record<UploadKind, UploadContentType> = { image: 'image', video: 'video', audio: 'audio', csv: 'application' };

/** A kind of file a category takes, the formats it may come in, and how messages name it. */
type Accepted = { kind: UploadKind; formats: readonly MediaFormat[]; label: string };

const IMAGE: Accepted = { kind: 'image', formats: ['png', 'jpeg', 'webp'], label: 'a PNG, JPEG or WebP image' };
const VIDEO: Accepted = { kind: 'video', formats: ['mp4', 'avi', 'webm', 'gif', 'mov'], label: 'an MP4, AVI, WebM, GIF or MOV video' };
const AUDIO: Accepted = { kind: 'audio', formats: ['mp3', 'wav'], label: 'an MP3 or WAV audio file' };
/** The browser's recorder (MediaRecorder) writes WebM with Opus sound. */
const RECORDING: Accepted = { kind: 'audio', formats: ['mp3', 'wav', 'webm'], label: 'an MP3, WAV or WebM audio recording' };
const CSV: Accepted = { kind: 'csv', formats: ['csv'], label: 'a CSV file' };

const CATEGORY_ACCEPTS: Record<UploadCategory, readonly Accepted[]> = {
  video_image: [IMAGE],
  image_image: [IMAGE],
  logo: [IMAGE],
  video_video: [VIDEO],
  image_video: [VIDEO],
  music: [AUDIO],
  speechupload: [AUDIO],
  audio: [AUDIO],
  speechrecord: [RECORDING],
  csvupload: [CSV],
  csv: [CSV],
  upload: [IMAGE, VIDEO, CSV],
};

/** The kind a file of `format` is in `category`, or undefined when the category does not take that format. */
export function kindInCategory(category: UploadCategory, format: MediaFormat): UploadKind | undefined {
  return CATEGORY_ACCEPTS[category].find((accepted) => accepted.formats.includes(format))?.kind;
}

/** Whether the category takes CSV files (which have no signature and are checked as text). */
export function takesCsv(category: UploadCategory): boolean {
  return kindInCategory(category, 'csv') === 'csv';
}

/** The refusal of a file the category does not take, e.g. "This file is not a PNG, JPEG or WebP image." */
export function notAcceptedMessage(category: UploadCategory): string {
  const labels = CATEGORY_ACCEPTS[category].map((accepted) => accepted.label);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')}, or ${labels.at(-1)}` : labels[0];
  return `This file is not ${list}.`;
}

/** Default page size of a list (spec 000 §9, 001 §9): 20, and 40 for the audio and csv categories. */
export function defaultPageSize(category: UploadCategory | undefined): number {
  return category === 'audio' || category === 'csv' ? 40 : 20;
}
