import { createHash } from 'node:crypto';
import type { ProjectDocument } from '../../scene/document.ts';
import type { RenderSegment } from '../../scene/renderSegments.ts';
import type { SoundMix } from '../../scene/soundPieces.ts';
import { AAC_PACKET_SAMPLES, type SoundChunk } from './soundChunks.ts';
import { MIX_SAMPLE_RATE, SOUND_TRACK_BITRATE } from '../../scene/soundTrackFormat.ts';

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

/**
 * The content key of a piece of a sound track, or of its bed (`soundPieces`): what it mixes (its
 * length and its sounds placed from its first sample: files, samples, file offsets, loops, rates,
 * volumes, in mixing order), the mix's sample rate and the engine version that mixes it. Where the
 * piece lies in the track does not count, so a scene that only moved keeps its piece.
 */
export function soundPieceContentKey(mix: SoundMix, engineVersion: string): string {
  return sha256(canonicalJson({ kind: 'sound piece', sampleRate: MIX_SAMPLE_RATE, mix, engineVersion }));
}

/** A sound track as its pieces make it: its length in samples, its bed's content key (null: none) and each piece's, with the sample it starts at. */
export type SoundTrackContent = { samples: number; bed: string | null; pieces: { at: number; key: string }[] };

/** How sound tracks and their chunks are encoded: AAC-LC at its bitrate, as ADTS. */
const SOUND_ENCODING = { codec: 'aac', bitrate: SOUND_TRACK_BITRATE, container: 'adts' };

/** The content key of an encoded sound track: its pieces' keys and places (`SoundTrackContent`) and the encoding. */
export function soundTrackContentKey(track: SoundTrackContent): string {
  return sha256(canonicalJson({ kind: 'sound track', encoding: SOUND_ENCODING, track }));
}

/** What a chunk's samples are made of: the bed's key and the pieces' that reach into them, each placed from the chunk's first sample (`at`, negative for one that starts before it). */
export type SoundChunkContent = { bed: { key: string; at: number } | null; pieces: { at: number; key: string }[] };

/**
 * The content key of an encoded chunk of a sound track (`soundChunks`): what the samples its
 * packets depend on are made of (`SoundChunkContent`: each piece's key holds its length and
 * sounds), how many samples that is and how many come before its first packet, how many packets it
 * holds, and the encoding. Where it lies in the track does not count. (Its bytes also carry the
 * rate control of the run that encoded it, so two encodes of one key may differ within coding
 * noise; either is that chunk's sound.)
 */
export function soundChunkContentKey({ first, packets, from, to }: SoundChunk, content: SoundChunkContent): string {
  return sha256(canonicalJson({ kind: 'sound chunk', encoding: SOUND_ENCODING, samples: to - from, leadIn: first * AAC_PACKET_SAMPLES - from, packets, content }));
}
