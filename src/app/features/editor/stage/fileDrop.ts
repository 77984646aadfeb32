import type { UploadKind } from '../../media/mediaApi';
import { uploadCategory } from '../../media/mediaApi';
import { ACCEPTED_IN_WORDS, isWithinUploadLimit, uploadKindOf } from '../../media/uploads/uploadRules';
import type { EditorType } from '../state/editorSlice';

/** The kinds of file each editor's canvas takes: what its tabs place (image projects have no Video or Music tab, spec 000 §1). */
const DROPPABLE: Record<EditorType, readonly UploadKind[]> = { video: ['image', 'video', 'music'], image: ['image'] };

/** Each kind in the sentence that says what a drop takes. */
const NOUNS: Record<UploadKind, string> = { image: 'picture', video: 'video', music: 'music file' };

/** A file dropped on the canvas: the kind it is added as and the library category it is uploaded to, or why it is not taken. */
export type DropChoice = { kind: UploadKind; category: string } | { refusal: string };

/** "a, b or c". */
function oneOf(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
}

/** What the canvas of an editor takes, in a sentence: "Drop one picture (PNG, JPEG or WebP) … up to 100 MB." */
export function droppableInWords(editorType: EditorType): string {
  return `Drop one ${oneOf(DROPPABLE[editorType].map((kind) => `${NOUNS[kind]} (${ACCEPTED_IN_WORDS[kind]})`))}, up to 100 MB.`;
}

/**
 * What becomes of files dropped on the canvas (spec 000 §5 upload rules): one file of a type the
 * editor's tabs place, at most 100 MB, is uploaded to its library category (`{editor}_image`,
 * `video_video`, `music`) and added to the scene. Anything else is refused with a sentence saying
 * what is taken: the upload control ignores such files silently, but a drop that does nothing
 * would leave the user guessing.
 */
export function dropChoice(files: readonly Pick<File, 'name' | 'size'>[], editorType: EditorType): DropChoice {
  const [file, ...others] = files;
  if (!file) return { refusal: droppableInWords(editorType) };
  if (others.length > 0) return { refusal: `One file at a time. ${droppableInWords(editorType)}` };
  const kind = uploadKindOf(file.name);
  if (!kind || !DROPPABLE[editorType].includes(kind)) return { refusal: `“${file.name}” cannot be added here. ${droppableInWords(editorType)}` };
  if (!isWithinUploadLimit(file)) return { refusal: `Files up to 100 MB: “${file.name}” is larger and was not uploaded.` };
  return { kind, category: uploadCategory(kind, editorType) };
}

/** Whether a drag carries files from outside the page (not text, links or a drag within the editor). */
export function isFileDrag(dataTransfer: Pick<DataTransfer, 'types'> | null): boolean {
  return Array.from(dataTransfer?.types ?? []).includes('Files');
}

/**
 * The canvas point (canvas px) under a page point, given where the canvas lies on the page and its
 * scale; null when the page point is not on the canvas.
 */
export function canvasPointAt(
  client: { x: number; y: number },
  canvasBox: { left: number; top: number },
  scale: number,
  canvas: { width: number; height: number },
): { x: number; y: number } | null {
  if (scale <= 0) return null;
  const x = (client.x - canvasBox.left) / scale;
  const y = (client.y - canvasBox.top) / scale;
  return x >= 0 && y >= 0 && x <= canvas.width && y <= canvas.height ? { x, y } : null;
}
