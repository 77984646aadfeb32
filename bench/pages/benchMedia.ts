// Media for the standard scenes, generated in the page (no downloads): H.264 counter clips
// (mediabunny/WebCodecs), the quadrant PNG, an avatar PNG and a star SVG, as blob addresses.
import { createCounterClip, createQuadrantImage } from '../../src/app/features/dev/sampleMedia';
import { type SampleMedia, type SampleName, sampleDocument } from '../../src/scene/samples';
import type { ProjectDocument } from '../../src/scene/document';

/** Clip sizes: full 1080p for `video-heavy`, the on-screen size (1/4 of 1080p) for the two small videos of `busy`. */
export const clipSizes = { large: { width: 1920, height: 1080 }, small: { width: 480, height: 270 } } as const;

export type BenchMedia = { image: string; avatar: string; svg: string; svgText: string; largeVideo: string; smallVideo: string; videoSeconds: number };

const starSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
  '<path d="M50 4 L62 38 L98 38 L69 59 L80 94 L50 73 L20 94 L31 59 L2 38 L38 38 Z" fill="#000"/>' +
  '<circle cx="50" cy="52" r="12" fill="#000"/></svg>';

/** A 400x400 PNG with transparency standing in for the avatar's picture. */
async function createAvatarImage(): Promise<Blob> {
  const canvas = new OffscreenCanvas(400, 400);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#334155';
  context.beginPath();
  context.ellipse(200, 420, 170, 150, 0, Math.PI, 2 * Math.PI);
  context.fill();
  context.fillStyle = '#f2c7a5';
  context.beginPath();
  context.arc(200, 170, 110, 0, 2 * Math.PI);
  context.fill();
  context.fillStyle = '#1f2937';
  for (const x of [160, 240]) context.fillRect(x - 10, 150, 20, 20);
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Generates every medium once (about half a minute, mostly encoding the 1080p clip in software). */
export async function createBenchMedia(videoSeconds: number): Promise<BenchMedia> {
  const url = (blob: Blob) => URL.createObjectURL(blob);
  const [largeVideo, smallVideo, image, avatar] = await Promise.all([
    createCounterClip({ ...clipSizes.large, seconds: videoSeconds }),
    createCounterClip({ ...clipSizes.small, seconds: videoSeconds }),
    createQuadrantImage(200, 100),
    createAvatarImage(),
  ]);
  return {
    image: url(image),
    avatar: url(avatar),
    svg: url(new Blob([starSvg], { type: 'image/svg+xml' })),
    svgText: starSvg,
    largeVideo: url(largeVideo),
    smallVideo: url(smallVideo),
    videoSeconds,
  };
}

/** The standard scene on these media: `busy` shows the small clip, `video-heavy` the 1080p one (same boxes on screen). */
export function benchDocument(name: SampleName, media: BenchMedia): ProjectDocument {
  const small = name === 'busy';
  const sample: SampleMedia = {
    image: media.image,
    svg: media.svg,
    avatar: media.avatar,
    video: small ? media.smallVideo : media.largeVideo,
    videoSeconds: media.videoSeconds,
    videoSize: small ? clipSizes.small : clipSizes.large,
  };
  return sampleDocument(name, sample);
}
