import { ADJUST_LENGTH } from './constants';
import { FILTERS, filterRef } from './effects/filters';
import { MASKS } from './effects/masks';
import { shadowFromControls } from './effects/shadow';
import { findTransition } from './effects/transitions';
import { type ProjectDocument, projectDocumentSchema } from './schema/project';
import { linearGradient } from './schema/canvasObject';

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

/** The standard scenes the benchmarks and the development page use (issues: engine benchmark, effects). */
export type SampleName = 'simple' | 'busy' | 'video-heavy' | 'effects';

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
    return [
      avatar,
      text('title', 'Meet your new sales assistant', 120, 200, 90, { fontWeight: 'bold' }),
      text('subtitle', 'Personal videos for every contact, in minutes.', 120, 440, 52),
    ];
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

/** Length of each of the two scenes of `effects`, seconds. */
const effectsSceneSeconds = 20;

/**
 * The `effects` layers: 10 pictures (the 200x100 image stretched to 300x300 boxes in a 5x2 grid,
 * turned a little), each with a colour filter, a mask from the catalogue and a shadow (blur 20..38,
 * offset 12..21 px). Layers 0 and 7 enter (Slide In Left, Fade In) over the second half of scene 1.
 */
function effectsObjects(media: SampleMedia): ObjectSpec[] {
  const filterNames = ['Grayscale', 'Sepia', 'Vintage', 'Polaroid', 'ColorInterpolation', 'Kodachrome', 'Technicolor', 'Brownie', 'Black & White', 'Invert'];
  const maskNames = ['Circle', 'Star', 'Heart', 'Hexagon', 'Rounded rectangle', 'Diamond', 'Blob 1', 'Cloud', 'Shield', 'Starburst'];
  return filterNames.map((filterName, index) => {
    const filter = FILTERS.find((definition) => definition.name === filterName)!;
    const mask = MASKS.find((definition) => definition.name === maskNames[index])!;
    return {
      id: `effect-${index}`,
      _Type: 'image',
      _Src: media.image,
      ...box(60 + (index % 5) * 370, 120 + Math.floor(index / 5) * 480, 200, 100, { scaleX: 1.5, scaleY: 3, angle: (index - 5) * 2 }),
      filter: filterRef(filter, filter.kind === 'gradientMap' ? ['#1e1b4b', '#e7416a', '#fde68a'] : undefined),
      _Mask: { id: mask.id, name: mask.name, src: mask.src },
      shadow: shadowFromControls({ angle: 45 + index * 9, distance: 12 + index, opacity: 60, blur: 20 + index * 2, color: '#000000' }),
    };
  });
}

/** Enter animations of `effects`: object id -> animation id, running over the second half of scene 1. */
const effectsEnterAnimations: Record<string, number> = { 'effect-0': 2, 'effect-7': 1 };

/**
 * `effects`: two 20-second scenes joined by a 20-second Fade, so the transition runs from 10 s to
 * 30 s (each half is capped at half a scene). Scene 1 is a gradient background and the 10 effect
 * layers of {@link effectsObjects}, two of them entering from 10 s to 20 s; scene 2 a plain
 * background and the avatar. Between 10 s and 20 s every frame blends both scenes while scene 1's
 * two layers animate: benchmarks measure from the start of the transition window.
 */
function effectsDocument(media: SampleMedia): ProjectDocument {
  const layers = effectsObjects(media);
  const avatar = { id: 'avatar-2', _Type: 'avatar', _Src: media.avatar, ...box(1250, 180, 400, 400, { scaleX: 1.5, scaleY: 1.5 }) };
  const gradient = linearGradient(45, '#fdf2f8', '#dbeafe');
  const covering = { left: -1, top: -1, width: 1921, height: 1081 };
  const half = effectsSceneSeconds / 2;
  const timing = (id: string) => {
    const animation = effectsEnterAnimations[id];
    const shared = { trimStart: 0, trimEnd: 10, duration: 0, adjustLength: ADJUST_LENGTH.adjustAsScene };
    return animation === undefined
      ? { ...shared, enterDelay: 0, stayTime: effectsSceneSeconds }
      : { ...shared, enterDelay: half, stayTime: half, enter: half, animation: { enter: { id: animation } } };
  };
  const fade = findTransition('fade')!;
  const scene = (id: number, background: Record<string, unknown>, objects: ObjectSpec[], sanimation: unknown) => ({
    id,
    duration: effectsSceneSeconds,
    jsonData: { objects: [{ id: `background-${id}`, _Type: 'background', ...background, ...covering }, ...objects] },
    elements: Object.fromEntries(objects.map((object) => [object.id, timing(object.id)])),
    elementList: objects.map((object) => object.id),
    sanimation,
  });
  return projectDocumentSchema.parse({
    size: 0,
    mode: 0,
    currentScene: { sceneArr: [1, 2], arr: [1, 2] },
    scenes: {
      '1': scene(1, { gradient }, layers, { id: fade.id, name: fade.name, duration: effectsSceneSeconds }),
      '2': scene(2, { fill: '#e0f2fe' }, [avatar], null),
    },
  });
}

/**
 * A one-scene, 10-second 1920x1080 project: `simple` (background, avatar image, 2 text boxes),
 * `busy` (30 layers: 10 images, 10 texts, 6 vectors, 2 videos, a gradient background, the avatar)
 * or `video-heavy` (3 overlapping 1080p videos). Videos loop over the scene. `effects` is two
 * scenes with a transition (see {@link effectsDocument}).
 */
export function sampleDocument(name: SampleName, media: SampleMedia): ProjectDocument {
  if (name === 'effects') return effectsDocument(media);
  const objects = objectsOf(name, media);
  const background =
    name === 'busy'
      ? {
          id: 'background-1',
          _Type: 'background',
          gradient: linearGradient(45, '#fdf2f8', '#dbeafe'),
        }
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
