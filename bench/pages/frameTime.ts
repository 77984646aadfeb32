// The page behind `npm run bench -- frame-time`: exposes `window.bench` to Playwright, which
// generates the media once and then plays each standard scene with each renderer in turn.
import poppins400 from '@fontsource/poppins/files/poppins-latin-400-normal.woff2?url';
import poppins700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff2?url';
import type { SampleName } from '../../src/scene/samples';
import { FPS } from '../../src/scene/time';
import { type BenchMedia, benchDocument, createBenchMedia } from './benchMedia';
import { createFabricPeer } from './fabricPeer';
import { breakdownOurs } from './oursBreakdown';
import { type OutputSize, runOurs } from './oursRunner';
import { measuredStartFrame, peerScene } from './peerLayers';
import { playPeer } from './peerRenderer';
import { createPixiPeer } from './pixiPeer';

/**
 * `ours`: the bench worker (times include the GPU); `ours-product`: the product worker as is;
 * `fabric`: Fabric on CPU-backed canvas 2D; `fabric-gpu`: Fabric on canvas 2D as these flags give it (SwiftShader).
 */
export type RendererName = 'ours' | 'ours-product' | 'fabric' | 'fabric-gpu' | 'pixi';

let media: BenchMedia | null = null;
const stage = document.getElementById('stage')!;

function requireMedia(): BenchMedia {
  if (!media) throw new Error('call bench.prepareMedia first');
  return media;
}

/** Poppins on the page for the peers (our worker loads the same bundled files itself). */
async function loadPageFonts() {
  const faces = [new FontFace('Poppins', `url(${poppins400})`, { weight: '400' }), new FontFace('Poppins', `url(${poppins700})`, { weight: '700' })];
  for (const face of await Promise.all(faces.map((face) => face.load()))) document.fonts.add(face);
}

const bench = {
  /** The WebGL renderer string (SwiftShader) and what the page runs with. */
  environment() {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl2')!;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return {
      renderer: info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : String(gl.getParameter(gl.RENDERER)),
      vendor: info ? String(gl.getParameter(info.UNMASKED_VENDOR_WEBGL)) : String(gl.getParameter(gl.VENDOR)),
      crossOriginIsolated: window.crossOriginIsolated,
      userAgent: navigator.userAgent,
    };
  },
  /** Generates the clips and pictures; answers how long it took. */
  async prepareMedia(videoSeconds: number): Promise<number> {
    const started = performance.now();
    await loadPageFonts();
    media = await createBenchMedia(videoSeconds);
    return performance.now() - started;
  },
  /**
   * Plays `scene` for `seconds` in real time at `size` with one renderer, from the start of its
   * transition when it has one (`effects`), else from 0.
   */
  async run(renderer: RendererName, scene: SampleName, size: OutputSize, seconds: number) {
    const current = requireMedia();
    const document = benchDocument(scene, current);
    const startFrame = measuredStartFrame(document);
    if (renderer === 'ours' || renderer === 'ours-product') return runOurs(stage, document, size, seconds, renderer === 'ours' ? 'synced' : 'product', startFrame);
    const layers = peerScene(document, startFrame, Math.round(seconds * FPS));
    const peer =
      renderer === 'pixi' ? await createPixiPeer(stage, layers, current.svgText, size) : await createFabricPeer(stage, layers, current.svgText, size, renderer === 'fabric');
    return { ...(await playPeer(peer, seconds, startFrame)), failedMedia: {} };
  },
  /** Our per-step times over `frames` consecutive frames (not real time), from the same start as `run`. */
  breakdown(scene: SampleName, size: OutputSize, frames: number) {
    const document = benchDocument(scene, requireMedia());
    return breakdownOurs(document, size, frames, measuredStartFrame(document));
  },
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
