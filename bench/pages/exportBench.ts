// The page behind `npm run bench -- export`: exposes `window.exportBench` to Playwright, which
// generates the standard scenes' media once and then exports each scene with the compositor
// worker's export (src/engine/export/exportMp4.ts) as the server's render page runs it: frames
// drawn, encoded to H.264 and handed to the server (`window.benchSink`) piece by piece.
import { startEngine } from '../../src/app/engineClient/engineClient';
import type { Mp4Chunk } from '../../src/engine/export/exportMp4';
import type { SampleName } from '../../src/scene/samples';
import { FPS } from '../../src/scene/time';
import { type BenchMedia, benchDocument, createBenchMedia } from './benchMedia';
import { measuredStartFrame } from './peerLayers';

type Sink = (base64: string, position: number) => Promise<void>;

let media: BenchMedia | null = null;
const stage = document.getElementById('stage')!;

function requireMedia(): BenchMedia {
  if (!media) throw new Error('call exportBench.prepareMedia first');
  return media;
}

const toBase64 = (bytes: Uint8Array) => (bytes as Uint8Array & { toBase64(): string }).toBase64();

const exportBench = {
  /** Generates the clips and pictures; answers how long it took, ms. */
  async prepareMedia(videoSeconds: number): Promise<number> {
    const started = performance.now();
    media = await createBenchMedia(videoSeconds);
    return performance.now() - started;
  },
  /** The avatar picture of the standard scenes (a PNG), base64, for the ffmpeg peer. */
  async avatarPng(): Promise<string> {
    return toBase64(new Uint8Array(await (await fetch(requireMedia().avatar)).arrayBuffer()));
  },
  /**
   * Exports `seconds` of `scene` at `size` from its measured start (the start of its transition,
   * else 0), after drawing that first frame once (media loaded, decoders open): answers the frames,
   * the time the export took and the bytes written.
   */
  async exportScene(scene: SampleName, size: { width: number; height: number }, seconds: number) {
    const canvas = Object.assign(document.createElement('canvas'), size);
    stage.append(canvas);
    const engine = await startEngine(canvas, { preserveDrawingBuffer: true });
    try {
      const project = benchDocument(scene, requireMedia());
      await engine.loadDocument(project);
      await engine.resize(size.width, size.height);
      const fromFrame = measuredStartFrame(project);
      const toFrame = fromFrame + Math.round(seconds * FPS);
      await engine.renderFrame(fromFrame);
      const sink = (window as unknown as { benchSink: Sink }).benchSink;
      const started = performance.now();
      const result = await engine.exportMp4({ video: { fromFrame, toFrame }, audio: null }, async (chunk: Mp4Chunk) => sink(toBase64(chunk.data), chunk.position));
      return { ...result, ms: performance.now() - started, failedMedia: (await engine.stats()).failedMedia };
    } finally {
      engine.dispose();
      canvas.remove();
    }
  },
};

declare global {
  interface Window {
    exportBench: typeof exportBench;
  }
}
window.exportBench = exportBench;
