import { ADJUST_LENGTH } from './constants';
import { musicTracks, type MusicTrack } from './music';
import { sceneSpans, type TimelineDocument } from './timing';

/** A music track heard in one scene, as the scene area's music strip lists it. */
export type SceneMusic = {
  track: MusicTrack;
  /** The track started in an earlier scene and loops on into this one (adjustLength 4). */
  isCarried: boolean;
};

/**
 * The music heard in scene `sceneId` (spec 000 §2 "Scene area: strip of music items for the
 * scene"): the scene's own music and the music that earlier scenes carry into it
 * (adjustLength 4), in the order of {@link musicTracks}.
 */
export function musicInScene(doc: TimelineDocument, sceneId: number): SceneMusic[] {
  const span = sceneSpans(doc).find((candidate) => candidate.sceneId === sceneId);
  if (!span) return [];
  return musicTracks(doc).flatMap((track): SceneMusic[] => {
    if (track.sceneId === sceneId) return [{ track, isCarried: false }];
    return track.start < span.start && track.end > span.start ? [{ track, isCarried: true }] : [];
  });
}

/**
 * Where the music object `objectId` of scene `sceneId`, looping across scenes (adjustLength 4),
 * stops: the number of the scene at whose start it stops (a later scene with `musicRemove`, or
 * holding the same file with another adjustLength); null when it plays to the end of the video or
 * does not loop across scenes.
 */
export function musicEndScene(doc: TimelineDocument, sceneId: number, objectId: string): number | null {
  const track = musicTracks(doc).find((candidate) => candidate.sceneId === sceneId && candidate.objectId === objectId);
  if (track?.timing.adjustLength !== ADJUST_LENGTH.loopAllScenes) return null;
  return sceneSpans(doc).find((span) => span.sceneId !== sceneId && span.start === track.end && span.start > track.sceneStart)?.sceneId ?? null;
}

/** The scenes after scene `sceneId` in play order, as numbers; empty when the scene is not played. */
export function scenesAfter(doc: TimelineDocument, sceneId: number): number[] {
  const spans = sceneSpans(doc);
  const index = spans.findIndex((span) => span.sceneId === sceneId);
  return index === -1 ? [] : spans.slice(index + 1).map((span) => span.sceneId);
}
