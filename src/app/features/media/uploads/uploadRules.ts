import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../../../scene/constants';
import type { UploadKind } from '../mediaApi';

/** Whether a file may be sent: at most 100 MB (spec 000 §5; a larger one is not sent at all). */
export function isWithinUploadLimit(file: Pick<File, 'size'>): boolean {
  return file.size <= UPLOAD_MAX_BYTES;
}

/** The file picker's `accept` list of a kind: the spec's extensions (spec 000 §5). */
export function acceptedFiles(kind: UploadKind): string {
  return UPLOAD_TYPES[kind].map((type) => (type.startsWith('.') ? type : `.${type}`)).join(',');
}

/** What each kind accepts, in words (the picker's accept list says the same to the browser). */
export const ACCEPTED_IN_WORDS: Record<UploadKind, string> = {
  image: 'PNG, JPEG or WebP',
  video: 'MP4, WebM, MOV, AVI or GIF',
  music: 'MP3 or WAV',
};

/** What an upload box takes: a library kind, or a CSV of contacts (spec 002 §5). */
export type UploadBoxKind = UploadKind | 'csv';

/** What an upload box offers and sends: the picker's accept list, the same in words, and whether a picked or dropped file is sent. */
export interface UploadBoxTypes {
  accept: string;
  inWords: string;
  isSent(fileName: string): boolean;
}

/**
 * The types of an upload box. A library kind sends any file (the server judges it by its
 * content and says why it refuses); a CSV box sends only a `.csv` file, any other is silently not
 * uploaded (spec 002 §5 "Only .csv is accepted for drop").
 */
export function uploadBoxTypes(kind: UploadBoxKind): UploadBoxTypes {
  if (kind === 'csv') return { accept: '.csv', inWords: 'CSV', isSent: (fileName) => /\.csv$/i.test(fileName) };
  return { accept: acceptedFiles(kind), inWords: ACCEPTED_IN_WORDS[kind], isSent: () => true };
}

/** The kind a file is by its name's extension (spec 000 §5 types, any case); null for any other file. */
export function uploadKindOf(fileName: string): UploadKind | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!extension) return null;
  const kinds = Object.keys(UPLOAD_TYPES) as UploadKind[];
  return kinds.find((kind) => UPLOAD_TYPES[kind].some((type) => type.replace(/^\./, '') === extension)) ?? null;
}

/** The name an upload is listed under: the file name without its extension. */
export function uploadName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').trim() || fileName;
}

/** How much of an upload has gone, whole percent 0..100. */
export function uploadPercent(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}
