import { ADJUST_LENGTH } from './constants';
import { type ProjectDocument, projectDocumentSchema } from './schema/project';

/**
 * Media addresses a sample document points at. The image is 200x100 source px and the avatar
 * 400x400; `videoSize` is the clip's frame size (default 1920x1080).
 */
export type SampleMedia = {
  image: string;
  video: string;
  svg: string;
  avatar: string;
  videoSeconds: number;
  videoSize?: { width: number; height: number };
};

/** The standard scenes the benchmarks and the development page use (issue: engine benchmark). */
export type SampleName = 'simple' | 'busy' | 'video-heavy';

const sceneSeconds = 10;

type ObjectSpec = Record<string, unknown> & { id: string; _Type: string };

function box(left: number, top: number, width: number, height: number, extra: Record<string, unknown> = {}) {
  return { left, top, width, height, ...extra };
}

function text(id: string, words: string, left: number, top: number, fontSize: number, extra: Record<string, unknown> = {}): ObjectSpec {
  return { id, _Type: 'text', text: words, fontSize, fontFamily: 'Poppins', fill: '#1f2937', ...box(left, top, 700, fontSize * 1.16 * 2), ...extra };
}

function objectsOf(name: SampleName, media: SampleMedia): ObjectSpec[] {
  const avatar = { id: 'avatar-1', _Type: 'avatar', _Src: media.avatar, ...box(1250, 180, 400, 400, { scaleX: 1.5, scaleY: 1.5 }) };
  const frame = media.videoSize ?? { width: 1920, height: 1080 };
  /** A video whose box is `scale` of the canvas width, whatever the clip's own size. */
  const video = (id: string, left: number, top: number, scale: number) => {
    const fit = (1920 * scale) / frame.width;
    return { id, _Type: 'video', _Src: media.video, ...box(left, top, frame.width, frame.height, { scaleX: fit, scaleY: fit }) };
  };
  if (name === 'simple') {
    return [avatar, text('title', 'Meet your new sales assistant', 120, 200, 90, { fontWeight: 'bold' }), text('subtitle', 'Personal videos for every contact, in minutes.', 120, 440, 52)];
  }
  if (name === 'video-heavy') return [video('clip-1', 0, 0, 1), video('clip-2', 200, 150, 0.7), video('clip-3', 900, 500, 0.5)];
  const images = Array.from({ length: 10 }, (_, index) => ({
    id: `image-${index}`,
    _Type: 'image',
    _Src: media.image,
    ...box(60 + (index % 5) * 360, 60 + Math.floor(index / 5) * 300, 200, 100, { scaleX: 1.4, scaleY: 1.4, angle: (index - 5) * 3 }),
  }));
  const texts = Array.from({ length: 10 }, (_, index) => text(`text-${index}`, `Caption number ${index + 1}`, 80 + (index % 2) * 900, 640 + Math.floor(index / 2) * 80, 34));
  const vectors = Array.from({ length: 6 }, (_, index) => ({
    id: `vector-${index}`,
    _Type: 'elements',
    _Src: media.svg,
    fill: ['#e7416a', '#2563eb', '#16a34a'][index % 3],
    ...box(1500 + (index % 3) * 130, 700 + Math.floor(index / 3) * 150, 100, 100),
  }));
  return [...images, ...texts, ...vectors, video('clip-1', 1300, 40, 0.25), video('clip-2', 1300, 340, 0.25), avatar];
}

/**
 * A one-scene, 10-second 1920x1080 project: `simple` (background, avatar image, 2 text boxes),
 * `busy` (30 layers: 10 images, 10 texts, 6 vectors, 2 videos, a gradient background, the avatar)
 * or `video-heavy` (3 overlapping 1080p videos). Videos loop over the scene.
 */
export function sampleDocument(name: SampleName, media: SampleMedia): ProjectDocument {
  const objects = objectsOf(name, media);
  const background =
    name === 'busy'
      ? { id: 'background-1', _Type: 'background', gradient: { kind: 'linear', angle: 45, stops: [{ offset: 0, color: '#fdf2f8' }, { offset: 1, color: '#dbeafe' }] } }
      : { id: 'background-1', _Type: 'background', fill: '#f8fafc' };
  const timings = Object.fromEntries(
    objects.map((object) => [
      object.id,
      {
        enterDelay: 0,
        stayTime: sceneSeconds,
        trimStart: 0,
        trimEnd: object._Type === 'video' ? media.videoSeconds : 10,
        duration: object._Type === 'video' ? media.videoSeconds : 0,
        adjustLength: object._Type === 'video' ? ADJUST_LENGTH.loop : ADJUST_LENGTH.adjustAsScene,
      },
    ]),
  );
  return projectDocumentSchema.parse({
    size: 0,
    mode: 0,
    currentScene: { sceneArr: [1], arr: [1] },
    scenes: {
      '1': {
        id: 1,
        duration: sceneSeconds,
        jsonData: { objects: [{ ...background, left: -1, top: -1, width: 1921, height: 1081 }, ...objects] },
        elements: timings,
        elementList: objects.map((object) => object.id),
      },
    },
  });
}
