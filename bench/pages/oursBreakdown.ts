// Where our frame time goes: the steps of Engine.renderFrame (evaluate the draw list, prepare media:
// load/decode/rasterise/upload, GL draw calls, gl.finish) and then the wait for SwiftShader to execute
// them (a 1-pixel readPixels; Chromium's gl.finish is only a flush), timed one by one over
// consecutive frames with the engine's own parts on this page (not in real time).
import { Compositor } from '../../src/engine/gl/Compositor';
import { LayerMedia } from '../../src/engine/media/LayerMedia';
import { nativePlatform } from '../../src/engine/platform/platform';
import { rasterizeSvgInPage } from '../../src/engine/platform/rasterizeSvgInPage';
import { evaluateFrame } from '../../src/engine/timeline/evaluateFrame';
import type { ProjectDocument } from '../../src/scene/document';
import type { OutputSize } from './oursRunner';

/** `screensDrawn`: per frame, the screens the compositor drew again (only where the frame changed; a transition adds its blend). */
export type Breakdown = {
  evaluateMs: number[];
  prepareMs: number[];
  drawMs: number[];
  finishMs: number[];
  gpuMs: number[];
  totalMs: number[];
  screensFilled: number;
  screensDrawn: number[];
};

/** Renders frames start+1..start+frames (after an untimed frame `startFrame`) and times each step. */
export async function breakdownOurs(document: ProjectDocument, size: OutputSize, frames: number, startFrame = 0): Promise<Breakdown> {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const compositor = new Compositor(canvas, { preserveDrawingBuffer: true });
  const media = new LayerMedia(compositor.gl, nativePlatform(window.document, rasterizeSvgInPage));
  const result: Breakdown = { evaluateMs: [], prepareMs: [], drawMs: [], finishMs: [], gpuMs: [], totalMs: [], screensFilled: 0, screensDrawn: [] };
  const { gl } = compositor;
  const pixel = new Uint8Array(4);
  try {
    for (let frame = startFrame; frame <= startFrame + frames; frame++) {
      const started = performance.now();
      const list = evaluateFrame(document, frame);
      const evaluated = performance.now();
      const lookup = await media.prepare(list, size.width / list.width);
      const prepared = performance.now();
      const { redrawn } = compositor.draw(list, lookup);
      const drawn = performance.now();
      gl.finish();
      const finished = performance.now();
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
      const synced = performance.now();
      if (frame === startFrame) {
        // Output pixels covered by all layers (of both scenes in a transition), in full screens (the fill-rate load of a frame; shadow passes not counted).
        const layers = [...list.scene.layers, ...(list.transition?.to.layers ?? [])];
        const area = layers.reduce((sum, { matrix: [a, b, c, d] }) => sum + Math.abs(a * d - b * c), 0);
        result.screensFilled = area / (list.width * list.height);
        continue;
      }
      result.screensDrawn.push(redrawn);
      result.evaluateMs.push(evaluated - started);
      result.prepareMs.push(prepared - evaluated);
      result.drawMs.push(drawn - prepared);
      result.finishMs.push(finished - drawn);
      result.gpuMs.push(synced - finished);
      result.totalMs.push(synced - started);
    }
    return result;
  } finally {
    media.reset({ deleteTextures: true });
    compositor.dispose();
  }
}
