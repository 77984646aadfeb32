// The layers of a document's first scene as plain geometry and content, read from the same fields
// the engine reads (left/top/width/height/scale, angle about the centre, flips, opacity), so the
// peer renderers draw exactly what ours draws. For the `effects` scene also the colour filter (as a
// colour matrix), mask SVG and shadow of each layer, the incoming scene of a transition, and per
// frame the transition's progress and the pose of each animated layer, taken from the engine's
// own evaluateFrame before the run (so no peer pays for it while timed).
import { evaluateFrame } from '../../src/engine/timeline/evaluateFrame';
import { applyAffine } from '../../src/scene/affine';
import type { ProjectDocument } from '../../src/scene/document';
import { type ColorMatrix, LUMINANCE, filterStops, resolveFilter } from '../../src/scene/effects/filters';
import { maskSrc } from '../../src/scene/effects/masks';
import { parseRgba } from '../../src/scene/effects/shadow';
import type { CanvasObject, Gradient, Shadow } from '../../src/scene/schema/canvasObject';
import { FPS } from '../../src/scene/time';
import { transitionWindow } from '../../src/scene/transitions';

/** A box in project pixels: centre, unscaled size, scale, clockwise angle in degrees, flips. */
export type Placement = {
  centreX: number;
  centreY: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  angle: number;
  flipX: boolean;
  flipY: boolean;
  opacity: number;
};

export type TextStyle = { text: string; fontFamily: string; fontSize: number; fontWeight: string; fontStyle: string; fill: string; lineHeight: number; textAlign: string };

/**
 * A layer's effects as the peers can draw them: the colour filter as a colour matrix (offsets 0..1;
 * ColorInterpolation approximated, see {@link gradientMapMatrix}), the mask SVG stretched over the
 * box, the shadow as stored (canvas px, blur = 2 sigma).
 */
export type PeerEffects = { filter: ColorMatrix | null; mask: string | null; shadow: Shadow | null };

export type PeerLayer = Placement & { id: string; effects: PeerEffects | null } & (
    | { kind: 'solid'; color: string }
    | { kind: 'gradient'; gradient: Gradient }
    | { kind: 'image'; src: string }
    | { kind: 'video'; src: string }
    | { kind: 'vector'; src: string; fill: string | null }
    | { kind: 'text'; style: TextStyle }
  );

function placementOf(object: CanvasObject): Placement {
  return {
    centreX: object.left + (object.width * object.scaleX) / 2,
    centreY: object.top + (object.height * object.scaleY) / 2,
    width: object.width,
    height: object.height,
    scaleX: object.scaleX,
    scaleY: object.scaleY,
    angle: object.angle,
    flipX: object.flipX,
    flipY: object.flipY,
    opacity: object.opacity,
  };
}

/**
 * ColorInterpolation maps luminance through its stops; neither Fabric nor Pixi has a gradient map,
 * so the peers get the colour matrix of the straight line from the first stop (black) to the last
 * (white) through luminance, the same per-pixel work (one matrix) without the middle stops.
 */
export function gradientMapMatrix(stops: readonly string[]): ColorMatrix {
  const [dark, light] = [parseRgba(stops[0]!)!, parseRgba(stops[stops.length - 1]!)!];
  const row = (channel: 'r' | 'g' | 'b') => {
    const span = (light[channel] - dark[channel]) / 255;
    return [span * LUMINANCE[0], span * LUMINANCE[1], span * LUMINANCE[2], 0, dark[channel] / 255];
  };
  return [...row('r'), ...row('g'), ...row('b'), 0, 0, 0, 1, 0];
}

function effectsOf(object: CanvasObject): PeerEffects | null {
  const filterRef = 'filter' in object ? object.filter : null;
  const definition = resolveFilter(filterRef);
  const filter = definition?.kind === 'gradientMap' ? gradientMapMatrix(filterStops(filterRef)) : (definition?.matrix ?? null);
  const mask = '_Mask' in object ? maskSrc(object._Mask) : null;
  const shadow = ('shadow' in object ? object.shadow : null) ?? null;
  return filter || mask || shadow ? { filter, mask, shadow } : null;
}

function layerOf(object: CanvasObject): PeerLayer | null {
  const placement = { ...placementOf(object), id: object.id, effects: effectsOf(object) };
  switch (object._Type) {
    case 'background':
      return object.gradient ? { ...placement, kind: 'gradient', gradient: object.gradient } : { ...placement, kind: 'solid', color: object.fill };
    case 'avatar':
    case 'image':
      return object._Src ? { ...placement, kind: 'image', src: object._Src } : null;
    case 'video':
      return { ...placement, kind: 'video', src: object._Src };
    case 'shape':
    case 'elements':
      return { ...placement, kind: 'vector', src: object._Src ?? '', fill: object.fill ?? null };
    case 'text':
      return {
        ...placement,
        kind: 'text',
        style: {
          text: object.text,
          fontFamily: object.fontFamily.split(' ')[0]!,
          fontSize: object.fontSize,
          fontWeight: String(object.fontWeight),
          fontStyle: object.fontStyle,
          fill: object.fill,
          lineHeight: object.lineHeight,
          textAlign: object.textAlign,
        },
      };
    default:
      return null;
  }
}

function sceneLayers(document: ProjectDocument, index: number): PeerLayer[] {
  const sceneId = document.currentScene.sceneArr[index];
  const scene = sceneId === undefined ? undefined : document.scenes[String(sceneId)];
  return scene ? scene.jsonData.objects.map(layerOf).filter((layer): layer is PeerLayer => layer !== null) : [];
}

/**
 * The first frame the benchmark measures: the start of the first scene transition when the
 * document has one (`effects`: frame 250, 10 s), else frame 0.
 */
export function measuredStartFrame(document: ProjectDocument): number {
  const window = transitionWindow(document, 0);
  return window ? Math.ceil(window.start * FPS) : 0;
}

/** Where an animated layer is in one frame: its box centre (project px) and opacity; null while it is not shown. */
export type PeerPose = { centreX: number; centreY: number; opacity: number } | null;

/** One frame for the peers: the transition's progress (0 without one) and the pose of each animated layer by id. */
export type PeerFrame = { progress: number; poses: Map<string, PeerPose> };

/**
 * The first scene and, when a transition starts it, the second (`incoming`, drawn over the first
 * with opacity = progress: the crossfade), with the frames `startFrame`..`startFrame + count`
 * worked out by the engine's evaluateFrame: progress, and centre and opacity of every layer of the
 * first scene that has an animation (moves and fades only; the effects scene uses Slide In Left and Fade In).
 */
export function peerScene(document: ProjectDocument, startFrame: number, count: number) {
  const layers = sceneLayers(document, 0);
  const firstScene = document.scenes[String(document.currentScene.sceneArr[0])]!;
  const animated = layers.filter((layer) => firstScene.elements[layer.id]?.animation).map((layer) => layer.id);
  const hasTransition = transitionWindow(document, 0) !== null;
  const frames = new Map<number, PeerFrame>();
  for (let frame = startFrame; frame <= startFrame + count; frame++) {
    const list = evaluateFrame(document, frame);
    const poses = new Map<string, PeerPose>();
    for (const id of animated) {
      const drawn = list.scene.layers.find((layer) => layer.id === id);
      const [centreX, centreY] = drawn ? applyAffine(drawn.matrix, 0.5, 0.5) : [0, 0];
      poses.set(id, drawn ? { centreX, centreY, opacity: drawn.opacity } : null);
    }
    frames.set(frame, { progress: list.transition?.progress ?? 0, poses });
  }
  const last = frames.get(startFrame + count)!;
  return {
    layers,
    /** Ids of the first scene's animated layers. */
    animated,
    incoming: hasTransition ? sceneLayers(document, 1) : [],
    /** The frame's progress and poses (the last one worked out for later frames). */
    frameAt: (frame: number): PeerFrame => frames.get(frame) ?? last,
  };
}

export type PeerScene = ReturnType<typeof peerScene>;

/** Start and end of a linear gradient in 0..1 box space, as the engine's gradient shader spreads it (corner to corner along the angle). */
export function gradientLine(gradient: Gradient): { start: { x: number; y: number }; end: { x: number; y: number } } {
  const radians = (gradient.angle * Math.PI) / 180;
  const direction = { x: Math.cos(radians), y: Math.sin(radians) };
  const reach = (Math.abs(direction.x) + Math.abs(direction.y)) / 2;
  return {
    start: { x: 0.5 - direction.x * reach, y: 0.5 - direction.y * reach },
    end: { x: 0.5 + direction.x * reach, y: 0.5 + direction.y * reach },
  };
}

/** Loads a medium as a decoded <img> or a playing, looping, muted <video> with its size set (Fabric reads element.width). */
export async function loadImageElement(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

export async function loadVideoElement(src: string): Promise<HTMLVideoElement> {
  const video = document.createElement('video');
  Object.assign(video, { src, muted: true, loop: true, playsInline: true, preload: 'auto' });
  await new Promise<void>((resolve, reject) => {
    video.addEventListener('canplay', () => resolve(), { once: true });
    video.addEventListener('error', () => reject(new Error(`${src}: ${video.error?.message ?? 'video error'}`)), { once: true });
  });
  video.width = video.videoWidth;
  video.height = video.videoHeight;
  return video;
}
