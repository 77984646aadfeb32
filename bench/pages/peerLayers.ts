// The layers of a document's first scene as plain geometry and content, read from the same fields
// the engine reads (left/top/width/height/scale, angle about the centre, flips, opacity), so the
// peer renderers draw exactly what ours draws.
import type { ProjectDocument } from '../../src/scene/document';
import type { CanvasObject, Gradient } from '../../src/scene/schema/canvasObject';

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

export type PeerLayer = Placement &
  (
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

function layerOf(object: CanvasObject): PeerLayer | null {
  const placement = placementOf(object);
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

/** The first scene's drawable layers, bottom first (the standard scenes keep every layer on for the whole scene). */
export function peerLayers(document: ProjectDocument): PeerLayer[] {
  const sceneId = document.currentScene.sceneArr[0]!;
  const scene = document.scenes[String(sceneId)]!;
  return scene.jsonData.objects.map(layerOf).filter((layer): layer is PeerLayer => layer !== null);
}

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
