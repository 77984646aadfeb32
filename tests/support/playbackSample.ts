import { ADJUST_LENGTH } from '../../src/scene/constants';
import { findTransition } from '../../src/scene/effects/transitions';
import { type ProjectDocument, projectDocumentSchema } from '../../src/scene/schema/project';

/** Media addresses the three-scene project points at, with the lengths of the timed ones (seconds). */
export type PlaybackSampleMedia = {
  /** Music for the whole project (adjustLength 4, carried across the scenes). */
  music: string;
  musicSeconds: number;
  /** Scene 1's speech sound. */
  speech: string;
  speechSeconds: number;
  /** A video with a sound track, 16:9, looping in scene 2. */
  video: string;
  videoSeconds: number;
  videoSize: { width: number; height: number };
  /** A 200x100 picture (scene 3) and a 400x400 presenter picture (scene 1). */
  image: string;
  avatar: string;
};

/** Length of each scene, seconds. */
const sceneSeconds = 4;

/** A text box of two lines at `fontSize`. */
const text = (id: string, words: string, left: number, top: number, fontSize: number) => ({
  id,
  _Type: 'text',
  text: words,
  fontSize,
  fontFamily: 'Poppins',
  fill: '#1f2937',
  left,
  top,
  width: 900,
  height: fontSize * 1.16 * 2,
});

/**
 * The standard three-scene project of the playback benchmark: three 4-second 1920x1080 scenes
 * joined by 1-second Fades, with sound from all three sources. Scene 1: the presenter, a title,
 * the speech and the music, which carries on (adjustLength 4) to the end of scene 3. Scene 2: a
 * half-screen video with its own sound, looping, and a caption. Scene 3: a picture and two texts.
 */
export function playbackSampleDocument(media: PlaybackSampleMedia): ProjectDocument {
  const fade = findTransition('fade')!;
  const transition = { id: fade.id, name: fade.name, duration: 1 };
  const videoScale = 960 / media.videoSize.width;
  const scene = (id: number, fill: string, objects: Record<string, unknown>[], timings: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    id,
    duration: sceneSeconds,
    jsonData: { objects: [{ id: `background-${id}`, _Type: 'background', fill, left: -1, top: -1, width: 1921, height: 1081 }, ...objects] },
    elements: timings,
    elementList: objects.map((object) => object.id),
    sanimation: id < 3 ? transition : null,
    ...extra,
  });
  return projectDocumentSchema.parse({
    size: 0,
    mode: 0,
    currentScene: { sceneArr: [1, 2, 3], arr: [1, 2, 3] },
    scenes: {
      '1': scene(
        1,
        '#f8fafc',
        [
          { id: 'avatar-1', _Type: 'avatar', _Src: media.avatar, left: 1250, top: 180, width: 400, height: 400, scaleX: 1.5, scaleY: 1.5 },
          text('title', 'Meet your new sales assistant', 120, 260, 90),
          { id: 'music', _Type: 'music', _Name: 'Music', _Src: media.music },
        ],
        { music: { stayTime: sceneSeconds, trimEnd: media.musicSeconds, duration: media.musicSeconds, adjustLength: ADJUST_LENGTH.loopAllScenes } },
        { speech: { type: 'upload', sound: { media_file: media.speech, duration: media.speechSeconds } } },
      ),
      '2': scene(
        2,
        '#e0f2fe',
        [
          { id: 'clip', _Type: 'video', _Src: media.video, left: 120, top: 140, ...media.videoSize, scaleX: videoScale, scaleY: videoScale },
          text('caption', 'Personal videos for every contact', 1140, 400, 52),
        ],
        { clip: { stayTime: sceneSeconds, trimEnd: media.videoSeconds, duration: media.videoSeconds, adjustLength: ADJUST_LENGTH.loop } },
      ),
      '3': scene(
        3,
        '#fef3c7',
        [
          { id: 'picture', _Type: 'image', _Src: media.image, left: 160, top: 240, width: 200, height: 100, scaleX: 3, scaleY: 3 },
          text('closing', 'In minutes, not days', 1000, 300, 90),
          text('call', 'Start your free trial today', 1000, 600, 52),
        ],
        {},
      ),
    },
  });
}
