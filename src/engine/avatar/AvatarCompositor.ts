import type { AvatarRig } from '../../scene/avatars/avatarRig';
import type { EnginePlatform } from '../platform/platform';
import { type AvatarPartName, avatarPartRasters } from './avatarParts';
import type { AvatarPose } from './avatarPose';
import { opaqueBounds, type PixelRect, turningRegion, unionRect } from './headRegion';
import { IDLE } from './idleMotion';

/** One rig's parts rasterised at one size, and the part of the picture a turning head can change. */
type PartSet = { bitmaps: Map<AvatarPartName, ImageBitmap>; headRegion: PixelRect };

/** A presenter layer's picture: its canvas and what it shows. */
type Picture = { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D; parts: PartSet; pose: AvatarPose };

/** What a draw changed in the layer's picture: all of it, one rectangle, or nothing. */
export type PictureChange = 'all' | PixelRect | null;

/** Part sets kept rasterised (a set is one rig at one raster size); the oldest goes first. */
const keptPartSets = 6;

/** The parts that turn with the head (eyes and mouth lie inside the head). */
const HEAD_PARTS: readonly AvatarPartName[] = ['hair-back', 'head', 'hair-front'];

/**
 * Draws presenters from their parts on the CPU. Every part is rasterised once per rig and raster
 * size (all mouths and both eye states up front, so speaking never waits for a part). Each
 * presenter layer keeps its picture: a new pose re-draws only the region the head can reach
 * (hair behind, the body under it, the head turned about the neck with its eyes, mouth and front
 * hair), and says which rectangle changed so only that is uploaded.
 */
export class AvatarCompositor {
  private partSets = new Map<string, Promise<PartSet>>();
  private pictures = new Map<string, Picture>();

  constructor(private platform: EnginePlatform) {}

  /** Brings the picture kept for `key` (one per presenter layer) to `pose` at `width` x `height`; answers its canvas and what changed. */
  async draw(key: string, rig: AvatarRig, pose: AvatarPose, width: number, height: number): Promise<{ canvas: OffscreenCanvas; changed: PictureChange }> {
    const parts = await this.partsOf(rig, width, height);
    const kept = this.pictures.get(key);
    if (kept && kept.parts === parts) {
      if (samePose(kept.pose, pose)) return { canvas: kept.canvas, changed: null };
      paint(kept.context, rig, pose, parts, parts.headRegion);
      kept.pose = pose;
      return { canvas: kept.canvas, changed: parts.headRegion };
    }
    const canvas = kept?.canvas.width === width && kept.canvas.height === height ? kept.canvas : this.platform.createCanvas(width, height);
    // Drawn on the CPU: a few bitmap draws are cheap there, and uploads need no read back from a GPU canvas.
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D context for the avatar');
    paint(context, rig, pose, parts, { x: 0, y: 0, width, height });
    this.pictures.set(key, { canvas, context, parts, pose });
    return { canvas, changed: 'all' };
  }

  /** Lets go of the picture kept for `key`. */
  forget(key: string): void {
    this.pictures.delete(key);
  }

  private partsOf(rig: AvatarRig, width: number, height: number): Promise<PartSet> {
    const key = `${rig.parts}@${width}x${height}`;
    let parts = this.partSets.get(key);
    if (!parts) {
      parts = this.rasterise(rig, width, height);
      this.partSets.set(key, parts);
      // A failed set is not kept, so the next frame tries again.
      parts.catch(() => this.partSets.delete(key));
      if (this.partSets.size > keptPartSets) {
        const [oldest, oldParts] = this.partSets.entries().next().value!;
        this.partSets.delete(oldest);
        void oldParts.then(
          (set) => set.bitmaps.forEach((bitmap) => bitmap.close()),
          () => undefined,
        );
      }
    }
    return parts;
  }

  private async rasterise(rig: AvatarRig, width: number, height: number): Promise<PartSet> {
    const rasters = avatarPartRasters(rig, width, height);
    const bitmaps = new Map(await Promise.all(rasters.map(async (part) => [part.name, await this.platform.rasterizeSvg(part.url, part.width, part.height, null)] as const)));
    const bounds = HEAD_PARTS.map((name) => this.opaqueBoundsOf(bitmaps.get(name)!)).reduce(unionRect, null) ?? { x: 0, y: 0, width, height };
    const pivot = { x: (rig.headPivot.x * width) / rig.width, y: (rig.headPivot.y * height) / rig.height };
    return { bitmaps, headRegion: turningRegion(bounds, pivot, IDLE.swayDegrees[0] + IDLE.swayDegrees[1], { width, height }) };
  }

  /** Where a part paints, read once from its pixels. */
  private opaqueBoundsOf(bitmap: ImageBitmap): PixelRect | null {
    const context = this.platform.createCanvas(bitmap.width, bitmap.height).getContext('2d', { willReadFrequently: true });
    if (!context) return { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
    context.drawImage(bitmap, 0, 0);
    return opaqueBounds(context.getImageData(0, 0, bitmap.width, bitmap.height).data, bitmap.width);
  }
}

function samePose(a: AvatarPose, b: AvatarPose): boolean {
  return a.viseme === b.viseme && a.eyesClosed === b.eyesClosed && a.headAngle === b.headAngle;
}

/** Paints the pose within `region` (canvas px): drawing happens in image px, scaled to the canvas. */
function paint(context: OffscreenCanvasRenderingContext2D, rig: AvatarRig, pose: AvatarPose, parts: PartSet, region: PixelRect) {
  const whole = { x: 0, y: 0, width: rig.width, height: rig.height };
  const part = (name: AvatarPartName, box: { x: number; y: number; width: number; height: number }) =>
    context.drawImage(parts.bitmaps.get(name)!, box.x, box.y, box.width, box.height);
  const { x: pivotX, y: pivotY } = rig.headPivot;
  const withHead = (draw: () => void) => {
    context.save();
    context.translate(pivotX, pivotY);
    context.rotate((pose.headAngle * Math.PI) / 180);
    context.translate(-pivotX, -pivotY);
    draw();
    context.restore();
  };
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.beginPath();
  context.rect(region.x, region.y, region.width, region.height);
  context.clip();
  context.clearRect(region.x, region.y, region.width, region.height);
  context.setTransform(context.canvas.width / rig.width, 0, 0, context.canvas.height / rig.height, 0, 0);
  context.imageSmoothingQuality = 'high';
  withHead(() => part('hair-back', whole));
  part('body', whole);
  withHead(() => {
    part('head', whole);
    part(pose.eyesClosed ? 'eyes-closed' : 'eyes-open', rig.eyes);
    part(`mouth-${pose.viseme}`, rig.mouth);
    part('hair-front', whole);
  });
  context.restore();
}
