import { ADJUST_LENGTH } from './constants';
import { mediaTimeAt } from './mediaTime';
import type { ElementTiming } from './schema/elementTiming';
import { timingOf } from './sceneTiming';
import { sceneSpans, type TimelineDocument } from './timing';
import { roundTo, TIME_DECIMALS } from './time';

/** One music track of the project timeline, in project seconds. */
export type MusicTrack = {
  /** Scene number of the music object that starts the track. */
  sceneId: number;
  /** Id of that music object. */
  objectId: string;
  /** URL of the audio file. */
  src: string;
  /** The music object's timing. */
  timing: ElementTiming;
  /** Start of the track's scene, project seconds. */
  sceneStart: number;
  /** When the track starts, project seconds. */
  start: number;
  /** When it stops, project seconds. */
  end: number;
  /** Volume, percent 0..100 (0 when the object is muted). */
  volume: number;
};

/**
 * The music of the whole project as tracks on the project timeline. Music with adjustLength 4
 * starts in its scene and carries on across the following scenes, looping, without restarting
 * where a later scene holds a music object with the same file and adjustLength 4 (that object is
 * its continuation). It stops at the project end, at the start of a scene whose `musicRemove`
 * is set, or at the start of a scene holding the same file with another adjustLength (that
 * scene's own music takes over). Any other music plays within its scene, from its enterDelay to
 * the end of its stay time or of the scene, whichever comes first.
 */
export function musicTracks(doc: TimelineDocument): MusicTrack[] {
  const spans = sceneSpans(doc);
  const projectEnd = spans.at(-1)?.end ?? 0;
  const tracks: MusicTrack[] = [];
  const carried = new Map<string, MusicTrack>();
  const stop = (track: MusicTrack, at: number) => {
    track.end = Math.max(track.start, at);
    carried.delete(track.src);
  };
  for (const span of spans) {
    const scene = doc.scenes[String(span.sceneId)];
    if (!scene) continue;
    if (scene.musicRemove) for (const track of carried.values()) stop(track, span.start);
    for (const object of scene.jsonData.objects) {
      if (object._Type !== 'music') continue;
      const timing = timingOf(scene, object, span.length);
      const running = carried.get(object._Src);
      const isCarried = timing.adjustLength === ADJUST_LENGTH.loopAllScenes;
      if (running && isCarried) continue;
      if (running) stop(running, span.start);
      const start = roundTo(span.start + timing.enterDelay, TIME_DECIMALS);
      const end = isCarried ? projectEnd : roundTo(span.start + Math.min(timing.enterDelay + timing.stayTime, span.length), TIME_DECIMALS);
      const track = { sceneId: span.sceneId, objectId: object.id, src: object._Src, timing, sceneStart: span.start, start, end, volume: object._Muted ? 0 : timing.volume };
      tracks.push(track);
      if (isCarried) carried.set(object._Src, track);
    }
  }
  return tracks;
}

/**
 * Where a track is in its audio file at project time `t`, seconds into the file (see `mediaTimeAt`).
 * @param track - a track of {@link musicTracks}
 * @param t - project time, seconds
 */
export function trackTimeAt(track: MusicTrack, t: number): number {
  const carriesOn = track.timing.adjustLength === ADJUST_LENGTH.loopAllScenes;
  return mediaTimeAt(track.timing, t - track.sceneStart, carriesOn ? Infinity : track.end - track.sceneStart);
}
