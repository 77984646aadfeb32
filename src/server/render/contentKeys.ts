import { createHash } from 'node:crypto';
import type { MixSound } from '../../scene/audioMix.ts';
import type { ProjectDocument } from '../../scene/document.ts';
import type { RenderSegment } from '../../scene/renderSegments.ts';

/** JSON with object keys sorted at every depth, so equal content always gives equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Output size and the engine that draws and encodes. */
export type RenderTarget = { width: number; height: number; engineVersion: string };

/**
 * The content key of a rendered segment: everything its frames depend on (see `RenderSegment`):
 * its scene and, when it ends in a transition, the scene it enters; where in its scene it starts
 * and how many frames it has; the project's size and mode; the output size and engine version.
 * Other scenes, scene numbers' places in the play order and the sound do not count, so an
 * unchanged scene keeps its key when others change, move or are added.
 */
export function segmentContentKey(doc: ProjectDocument, segment: RenderSegment, target: RenderTarget): string {
  return sha256(
    canonicalJson({
      kind: 'segment',
      target,
      project: { size: doc.size, mode: doc.mode },
      scene: doc.scenes[String(segment.sceneId)],
      next: segment.nextSceneId === null ? null : doc.scenes[String(segment.nextSceneId)],
      firstFrameTime: segment.firstFrameTime,
      frames: segment.toFrame - segment.fromFrame,
    }),
  );
}

/** The content key of a sound track: the mix plan (files, times, loops, rates, volumes), its length and the engine version. */
export function soundContentKey(plan: readonly MixSound[], seconds: number, engineVersion: string): string {
  return sha256(canonicalJson({ kind: 'sound', plan, seconds, engineVersion }));
}
