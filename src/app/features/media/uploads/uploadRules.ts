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
