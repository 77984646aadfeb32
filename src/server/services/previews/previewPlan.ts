import { createHash } from 'node:crypto';
import type { CanvasSizeIndex } from '../../../scene/constants.ts';
import type { ProjectDocument } from '../../../scene/document.ts';
import { objectIds } from '../../../scene/ops/objectTree.ts';
import type { ImageCapture } from '../../../contract/renderPageProtocol.ts';
import { thumbnailFrame } from '../../../scene/renderSegments.ts';
import { sceneOrder } from '../../../scene/timing.ts';
import { canonicalJson } from '../../render/contentKeys.ts';

/**
 * A document's preview, as lists and pages show it instead of drawing the document in the
 * visitor's browser: a picture for cards, a picture of each scene at rest, and for videos a short
 * MP4 at a card's size. Every file is named by a hash of what it shows (the document's content,
 * what is taken of it, its size and format) and the engine version, so an unchanged document
 * finds its files again and a changed document or a new engine makes new ones.
 */

/** Changes when what a preview file holds changes other than through the engine (sizes, JPEG quality, this plan). */
const PREVIEW_FORMAT = 'preview/1';

/** JPEG quality of preview pictures. */
const PICTURE_QUALITY = 0.85;

/**
 * Preview pictures per canvas size, px: twice the template cards (400 x 225, 320 x 320, 225 x 400
 * CSS px), so they stay sharp on screens of pixel ratio 2.
 */
export const PREVIEW_PICTURE_SIZES: Record<CanvasSizeIndex, { width: number; height: number }> = {
  0: { width: 800, height: 450 },
  1: { width: 640, height: 640 },
  2: { width: 450, height: 800 },
};

/** Preview videos per canvas size, px: a card's size (about a ninth of the pixels of 1080p, so a ninth of the drawing). */
export const PREVIEW_VIDEO_SIZES: Record<CanvasSizeIndex, { width: number; height: number }> = {
  0: { width: 640, height: 360 },
  1: { width: 480, height: 480 },
  2: { width: 360, height: 640 },
};

/** A preview picture: its file name and what the render page takes (see `ImageCapture`). */
export type PreviewPicture = { name: string; capture: ImageCapture };

/** A preview video: its file name and output size. */
export type PreviewVideo = { name: string; width: number; height: number };

/** The files of a document's preview. */
export type PreviewPlan = {
  /** The card picture: an image's scene at rest, a video's thumbnail frame (the middle of its first scene). */
  picture: PreviewPicture;
  /** Each scene at rest, in play order (an image's one scene is its picture). */
  scenes: PreviewPicture[];
  /** The video (picture and sound), for video documents; null for images. */
  video: PreviewVideo | null;
};

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * The document's content as text, with the ids of objects, group members and speech boxes
 * replaced by their place (scene by scene, bottom first, then the speaking order), so documents
 * equal but for their random ids (every build of a template) have equal content.
 */
export function previewContent(doc: ProjectDocument): string {
  const places = new Map<string, string>();
  for (const key of Object.keys(doc.scenes).toSorted((a, b) => Number(a) - Number(b))) {
    const scene = doc.scenes[key]!;
    for (const id of [...objectIds(scene.jsonData.objects), ...scene.speech.arr, ...Object.keys(scene.speech.data).toSorted()]) {
      if (!places.has(id)) places.set(id, `#${places.size + 1}`);
    }
  }
  // Every JSON string (keys and values alike) that is one of those ids is renamed; canonicalJson then orders keys again.
  const renamed = JSON.stringify(doc).replace(/"((?:[^"\\]|\\.)*)"/g, (token, text: string) => {
    const place = places.get(text);
    return place === undefined ? token : `"${place}"`;
  });
  return canonicalJson(JSON.parse(renamed));
}

/** The name of a preview file: a hash of the content, what is taken, the format and the engine version. */
function fileName(content: string, taken: object, engineVersion: string, extension: 'jpg' | 'mp4'): string {
  return `${hash(canonicalJson({ format: PREVIEW_FORMAT, engineVersion, taken, content }))}.${extension}`;
}

/**
 * The preview files of `doc` drawn by engine `engineVersion`: a picture, one per scene and, for a
 * video, the MP4. Render the document as it is shown (`shownDocument`: merge tags filled).
 */
export function previewPlan(doc: ProjectDocument, kind: 'video' | 'image', engineVersion: string): PreviewPlan {
  const content = previewContent(doc);
  const pictureSize = PREVIEW_PICTURE_SIZES[doc.size];
  const picture = (at: Pick<ImageCapture, 'frame' | 'sceneId'>): PreviewPicture => {
    const capture: ImageCapture = { ...at, ...pictureSize, type: 'image/jpeg', quality: PICTURE_QUALITY };
    return { name: fileName(content, capture, engineVersion, 'jpg'), capture };
  };
  const scenes = sceneOrder(doc).map((sceneId) => picture({ frame: 0, sceneId }));
  const isVideo = kind === 'video';
  const video = isVideo ? { ...PREVIEW_VIDEO_SIZES[doc.size], name: fileName(content, { video: PREVIEW_VIDEO_SIZES[doc.size] }, engineVersion, 'mp4') } : null;
  return { picture: isVideo || !scenes[0] ? picture({ frame: thumbnailFrame(doc), sceneId: null }) : scenes[0], scenes, video };
}
