import { ADJUST_LENGTH } from './constants';
import { playbackRate } from './mediaTime';
import { musicTracks } from './music';
import type { CanvasObject } from './schema/canvasObject';
import type { ElementTiming } from './schema/elementTiming';
import type { Scene } from './schema/scene';
import { timingOf } from './sceneTiming';
import { floorTo, PRECISE_DECIMALS, roundTo } from './time';
import { type SceneSpan, sceneSpans, type TimelineDocument } from './timing';
import { isVideoBackground } from './videoSources';

/** Where a sound of the mix comes from. */
export type MixSoundKind = 'music' | 'video' | 'speech';

/** One sound of the project's mix, placed on the project timeline. */
export type MixSound = {
  /** Unique in the plan: `{kind}:{sceneId}:{objectId}`, or `speech:{sceneId}`. */
  id: string;
  kind: MixSoundKind;
  /** URL of the audio or video file. */
  src: string;
  /** When it starts, project seconds. */
  start: number;
  /** When it stops, project seconds (after `start`). */
  end: number;
  /** Where it starts in its file, seconds into the file. */
  offset: number;
  /** The part of the file it repeats (the trim range), seconds into the file; null: it plays once. */
  loop: { start: number; end: number } | null;
  /** File seconds played per project second (adjustLength 3 stretches the trim range over the stay time). */
  playbackRate: number;
  /** Gain, 0..1 (the element's volume percent / 100). */
  volume: number;
};

const precise = (seconds: number) => roundTo(seconds, PRECISE_DECIMALS);

/**
 * The sound of a video or music element from `start` to the end of its bar (`barEnd`), both
 * project seconds, by its adjustLength (spec 000 §3): 0 none and 2 freeze play the trim range once
 * at rate 1 and fall silent at trimEnd (the picture holds the last frame); 1 loop and 4 loop the
 * trim range to the bar end; 3 plays the trim range once over the stay time. Null when nothing
 * would be heard.
 */
function mediaSound(source: Pick<MixSound, 'id' | 'kind' | 'src'>, timing: ElementTiming, start: number, barEnd: number): MixSound | null {
  const trimmed = timing.trimEnd - timing.trimStart;
  if (trimmed <= 0 || timing.volume <= 0 || barEnd <= start) return null;
  const loops = timing.adjustLength === ADJUST_LENGTH.loop || timing.adjustLength === ADJUST_LENGTH.loopAllScenes;
  const fillsBar = loops || timing.adjustLength === ADJUST_LENGTH.adjustAsScene;
  return {
    ...source,
    start: precise(start),
    end: precise(fillsBar ? barEnd : Math.min(barEnd, start + trimmed)),
    offset: timing.trimStart,
    loop: loops ? { start: timing.trimStart, end: timing.trimEnd } : null,
    playbackRate: playbackRate(timing),
    volume: timing.volume / 100,
  };
}

/** A video that sounds: its object id and file. */
type SoundingVideo = { id: string; src: string };

/** The videos among `objects` that sound: not hidden (nor inside a hidden group), not muted; group members included. */
function soundingVideos(objects: readonly CanvasObject[]): SoundingVideo[] {
  return objects.flatMap((object) => {
    if (object._Hidden) return [];
    if (object._Type === 'group') return soundingVideos(object.objects);
    return object._Type === 'video' && !object._Muted ? [{ id: object.id, src: object._Src }] : [];
  });
}

/** The background's sound: a shown, unmuted background video. */
function backgroundVideo(scene: Scene, background: CanvasObject): SoundingVideo[] {
  const src = background._Src;
  return src && isVideoBackground(scene, background) && !background._Hidden && !background._Muted ? [{ id: background.id, src }] : [];
}

/**
 * The video sound of one scene: each shown, unmuted video plays for its bar, cut at the scene end;
 * group members play by their group's timing and the background video spans the scene, as the
 * picture does (`evaluateFrame`).
 */
function videoSounds(span: SceneSpan, scene: Scene): MixSound[] {
  return scene.jsonData.objects.flatMap((object) => {
    const videos = object._Type === 'background' ? backgroundVideo(scene, object) : soundingVideos([object]);
    if (videos.length === 0) return [];
    const timing = timingOf(scene, object, span.length);
    const start = span.start + timing.enterDelay;
    const barEnd = span.start + Math.min(timing.enterDelay + timing.stayTime, span.length);
    return videos.flatMap((video) => mediaSound({ id: `video:${span.sceneId}:${video.id}`, kind: 'video', src: video.src }, timing, start, barEnd) ?? []);
  });
}

/** The scene's speech sound, if it has one: from the scene start (the avatar's mouth follows it from there) for its duration, cut at the scene end. */
function speechSound(span: SceneSpan, scene: Scene): MixSound[] {
  const sound = scene.speech.sound;
  const length = Math.min(sound?.duration ?? span.length, span.length);
  if (!sound || length <= 0) return [];
  return [
    {
      id: `speech:${span.sceneId}`,
      kind: 'speech',
      src: sound.media_file,
      start: span.start,
      end: precise(span.start + length),
      offset: 0,
      loop: null,
      playbackRate: 1,
      volume: 1,
    },
  ];
}

/**
 * Every sound of the project on its timeline, ordered by start: the music tracks (`musicTracks`:
 * adjustLength 4 carries across scenes), each scene's video sound and its speech. Muted, hidden and
 * silent (volume 0) elements are left out. Sounds follow the scene spans: during a scene transition
 * the picture holds the leaving scene's last moment and the entering scene's first, so a scene's
 * sounds end at its end and the next scene's start at its start (only carried music runs through).
 * The same plan drives the preview and the export's mix.
 * @param doc - the project document
 */
export function audioMixPlan(doc: TimelineDocument): MixSound[] {
  const music = musicTracks(doc).flatMap(
    (track) =>
      mediaSound({ id: `music:${track.sceneId}:${track.objectId}`, kind: 'music', src: track.src }, { ...track.timing, volume: track.volume }, track.start, track.end) ?? [],
  );
  const scenes = sceneSpans(doc).flatMap((span) => {
    const scene = doc.scenes[String(span.sceneId)];
    return scene ? [...speechSound(span, scene), ...videoSounds(span, scene)] : [];
  });
  return [...music, ...scenes].sort((a, b) => a.start - b.start);
}

/**
 * Where a sound is in its file at project time `t`, seconds into the file: `offset` plus the time
 * played times the rate, wrapped into the loop range; held at its start before it and at its end after.
 * @param sound - a sound of {@link audioMixPlan}
 * @param t - project time, seconds
 */
export function soundTimeAt(sound: MixSound, t: number): number {
  const played = Math.min(Math.max(t - sound.start, 0), sound.end - sound.start) * sound.playbackRate;
  const position = sound.offset + played;
  const { loop } = sound;
  if (!loop || position < loop.end) return precise(position);
  const length = loop.end - loop.start;
  const past = position - loop.start;
  return precise(loop.start + Math.max(0, past - floorTo(past / length, 0) * length));
}
