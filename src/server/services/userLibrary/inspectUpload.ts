import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { isCsvContent } from '../media/csvContent.ts';
import { imageDimensions, isDecodableSize, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../media/imageDimensions.ts';
import { makeThumbnail } from '../media/convertMedia.ts';
import { type PlaybackPlan, playbackPlan } from '../media/playbackPlan.ts';
import { type MediaProbe, probeMedia } from '../media/probeMedia.ts';
import { fileExtension, FORMAT_EXTENSIONS, FORMAT_LABEL, type MediaFormat, SNIFF_BYTES, sniffMediaFormat } from '../media/sniffMedia.ts';
import { DomainError } from '../domainError.ts';
import { kindInCategory, notAcceptedMessage, takesCsv, type UploadCategory, type UploadKind } from './uploadCategories.ts';

/** What the library records of a file (the media item's fileInfo, less the processing state). */
export type StoredFileInfo = {
  /** Format of the file the item serves. */
  format: MediaFormat;
  /** Bytes. */
  size: number;
  /** Seconds; null for still images, CSV files and recordings that do not say (until their proxy is made). */
  duration: number | null;
  /** Pixels as displayed; null for sound and CSV. */
  width: number | null;
  height: number | null;
  /** ffprobe codec names, e.g. h264 and aac; null where the file has no such stream. */
  codecs: { video: string | null; audio: string | null };
};

/** An upload that passed every check: what it is, what it needs, and its thumbnail (written beside it). */
export type InspectedUpload = {
  format: MediaFormat;
  kind: UploadKind;
  fileInfo: StoredFileInfo;
  plan: PlaybackPlan;
  thumbnailPath: string | null;
};

/**
 * An upload refused for what it contains, keyed by `media_file`: `unsupported` (415) when it is not
 * a type the category takes or its name's extension disagrees with its content; `unprocessable`
 * (422) when it is of the right type but cannot be used (empty, damaged, too many pixels, no
 * picture or no sound).
 */
const refused = (code: 'unsupported' | 'unprocessable', message: string) => new DomainError(code, message, { field: 'media_file' });

export const tooManyPixelsMessage = `The picture is too large: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;

/** "a PNG", "an MP4": the article that the letter's spoken name takes. */
const aFormat = (format: MediaFormat) => `${/^[AEFHILMNORSX]/.test(FORMAT_LABEL[format]) ? 'an' : 'a'} ${FORMAT_LABEL[format]}`;

/** The token ffprobe's format name holds for each format (it names families, e.g. `mov,mp4,m4a,3gp,3g2,mj2`). */
const PROBED_FORMAT: Record<Exclude<MediaFormat, 'csv'>, string> = {
  png: 'png_pipe',
  jpeg: 'jpeg_pipe',
  webp: 'webp_pipe',
  gif: 'gif',
  mp3: 'mp3',
  wav: 'wav',
  mp4: 'mp4',
  mov: 'mov',
  avi: 'avi',
  webm: 'webm',
};

const damaged = (format: MediaFormat) => refused('unprocessable', `This file is damaged: it could not be read as ${aFormat(format)} file.`);

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The format by content, if the category takes it: a signature first, else CSV text where CSV is taken. */
async function formatForCategory(file: string, category: UploadCategory): Promise<{ format: MediaFormat; kind: UploadKind }> {
  const sniffed = sniffMediaFormat(await readHead(file));
  const sniffedKind = sniffed && kindInCategory(category, sniffed);
  if (sniffed && sniffedKind) return { format: sniffed, kind: sniffedKind };
  if (takesCsv(category) && (await isCsvContent(createReadStream(file)))) return { format: 'csv', kind: 'csv' };
  throw refused('unsupported', notAcceptedMessage(category));
}

/** Refuses a name whose extension is not one the content's format goes by. */
function checkExtension(fileName: string, format: MediaFormat) {
  const extension = fileExtension(fileName);
  if (FORMAT_EXTENSIONS[format].includes(extension)) return;
  const expected = FORMAT_EXTENSIONS[format].map((name) => `.${name}`).join(' or ');
  throw refused(
    'unsupported',
    extension
      ? `The file name ends in .${extension}, but the file is ${aFormat(format)} file.`
      : `The file name has no extension; ${aFormat(format)} file must end in ${expected}.`,
  );
}

/** Refuses pixel floods from the declared size, before anything decodes the picture. */
async function checkDeclaredSize(file: string, format: MediaFormat) {
  if (format === 'csv') return;
  const handle = await fs.open(file);
  try {
    const read = async (offset: number, length: number) => {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, offset);
      return buffer.subarray(0, bytesRead);
    };
    const dimensions = await imageDimensions(format, read);
    if (['png', 'jpeg', 'webp', 'gif'].includes(format) && !dimensions) throw damaged(format);
    if (dimensions && !isDecodableSize(dimensions)) throw refused('unprocessable', tooManyPixelsMessage);
  } finally {
    await handle.close();
  }
}

/** Probes the file and checks it is what its signature says, with the streams its kind needs. */
async function probeChecked(file: string, format: Exclude<MediaFormat, 'csv'>, kind: UploadKind): Promise<MediaProbe> {
  const probe = await probeMedia(file).catch(() => {
    throw damaged(format);
  });
  if (!probe.formatName.split(',').includes(PROBED_FORMAT[format])) throw damaged(format);
  if ((kind === 'image' || kind === 'video') && !probe.video) {
    throw kind === 'image' ? damaged(format) : refused('unprocessable', 'This file has no video track.');
  }
  if (kind === 'audio' && !probe.audio) throw refused('unprocessable', 'This file has no sound.');
  if (probe.video && !isDecodableSize(probe.video)) throw refused('unprocessable', tooManyPixelsMessage);
  return probe;
}

/**
 * Checks an uploaded file for a category, by content: its type (magic bytes, or CSV text), that
 * the category takes it, that its name's extension agrees, its declared picture size, and that
 * ffprobe reads it as that type. Then records what it is (duration, size, codecs), writes a JPEG
 * thumbnail of images and videos to `thumbnailPath`, and decides whether the engine needs a proxy.
 * `isRecording` (`?process=1`) asks for a proxy of any video or sound. Throws the refusal (DomainError keyed by `media_file`).
 */
export async function inspectUpload(
  upload: { path: string; fileName: string },
  category: UploadCategory,
  options: { isRecording: boolean; thumbnailPath: string },
): Promise<InspectedUpload> {
  const { size } = await fs.stat(upload.path);
  if (size === 0) throw refused('unprocessable', 'The file is empty.');
  const { format, kind } = await formatForCategory(upload.path, category);
  checkExtension(upload.fileName, format);
  await checkDeclaredSize(upload.path, format);
  if (format === 'csv') {
    return { format, kind, plan: null, thumbnailPath: null, fileInfo: { format, size, duration: null, width: null, height: null, codecs: { video: null, audio: null } } };
  }
  const probe = await probeChecked(upload.path, format, kind);
  const hasPicture = kind === 'image' || kind === 'video';
  if (hasPicture) {
    await makeThumbnail(upload.path, options.thumbnailPath, probe.duration).catch(() => {
      throw damaged(format);
    });
  }
  return {
    format,
    kind,
    plan: kind === 'image' ? null : playbackPlan(format, probe, { isRecording: options.isRecording }),
    thumbnailPath: hasPicture ? options.thumbnailPath : null,
    fileInfo: {
      format,
      size,
      duration: kind === 'image' ? null : probe.duration,
      width: probe.video?.width ?? null,
      height: probe.video?.height ?? null,
      codecs: { video: probe.video?.codec ?? null, audio: probe.audio?.codec ?? null },
    },
  };
}
