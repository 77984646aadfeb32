import { BufferTarget, CanvasSource, Mp4OutputFormat, Output, QUALITY_VERY_HIGH } from 'mediabunny';

/** Grey level of the marker square in frame `frame` of a counter clip (0..248, steps of 8, 32 frames a cycle). */
export function counterShade(frame: number): number {
  return (frame * 8) % 256;
}

/** The frame a marker grey level stands for within its 32-frame cycle (nearest step). */
export function frameFromShade(shade: number): number {
  return Math.round(shade / 8) % 32;
}

function drawCounterFrame(context: OffscreenCanvasRenderingContext2D, frame: number, width: number, height: number) {
  context.fillStyle = `hsl(${(frame * 11) % 360} 60% 45%)`;
  context.fillRect(0, 0, width, height);
  const shade = counterShade(frame);
  context.fillStyle = `rgb(${shade} ${shade} ${shade})`;
  context.fillRect(0, 0, width / 4, height / 4);
  context.fillStyle = '#fff';
  context.font = `bold ${Math.round(height / 3)}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(String(frame), width * 0.6, height * 0.6);
}

/**
 * Encodes an H.264 MP4 whose every frame shows its number and a marker square of grey
 * `counterShade(frame)` in the top-left quarter, so a picture tells which frame is on screen.
 */
export async function createCounterClip(options: { width: number; height: number; seconds: number; fps?: number }): Promise<Blob> {
  const fps = options.fps ?? 25;
  const canvas = new OffscreenCanvas(options.width, options.height);
  const context = canvas.getContext('2d')!;
  const output = new Output({ format: new Mp4OutputFormat(), target: new BufferTarget() });
  const source = new CanvasSource(canvas, { codec: 'avc', bitrate: QUALITY_VERY_HIGH, keyFrameInterval: 1 });
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  for (let frame = 0; frame < Math.round(options.seconds * fps); frame++) {
    drawCounterFrame(context, frame, options.width, options.height);
    await source.add(frame / fps, 1 / fps);
  }
  await output.finalize();
  return new Blob([output.target.buffer!], { type: 'video/mp4' });
}

/** A PNG with four coloured quadrants (red, green, blue, white) for pixel checks and demos. */
export async function createQuadrantImage(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffffff'];
  colours.forEach((colour, index) => {
    context.fillStyle = colour;
    context.fillRect((index % 2) * (width / 2), Math.floor(index / 2) * (height / 2), width / 2, height / 2);
  });
  return canvas.convertToBlob({ type: 'image/png' });
}

/** A flat presenter portrait (PNG with transparency) standing in for an avatar image. */
export async function createAvatarImage(size: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(size, size);
  const context = canvas.getContext('2d')!;
  const unit = size / 100;
  context.fillStyle = '#e7416a';
  context.beginPath();
  context.ellipse(50 * unit, 100 * unit, 38 * unit, 30 * unit, 0, Math.PI, 0);
  context.fill();
  context.fillStyle = '#f6c9a8';
  context.beginPath();
  context.arc(50 * unit, 42 * unit, 20 * unit, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#3b2a3f';
  context.beginPath();
  context.arc(50 * unit, 36 * unit, 21 * unit, Math.PI, 0);
  context.fill();
  return canvas.convertToBlob({ type: 'image/png' });
}

/** A five-pointed star as SVG markup (recolourable: one painted path). */
export const starSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path fill="#f59e0b" d="M50 4l13.5 29.9 32.5 3.5-24.3 22 6.9 32L50 75.2 21.4 91.4l6.9-32L4 37.4l32.5-3.5z"/></svg>';
