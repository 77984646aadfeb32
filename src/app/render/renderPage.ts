// The render page (`render.html`): the server's render worker opens it in headless Chromium and
// drives it through `window.studioRender` (src/contract/renderPageProtocol.ts). It runs the same
// compositor worker as the editor preview, so what the customer previewed is what the file shows.
import type { Mp4Chunk } from '../../engine/export/exportMp4';
import { RENDER_BEAT, RENDER_PAGE_GLOBAL, RENDER_SINK, type RenderPageApi } from '../../contract/renderPageProtocol';
import { MIX_CHANNELS, MIX_SAMPLE_RATE } from '../../scene/soundTrackFormat';
import { SoundBuffers } from '../audio/soundBuffers';
import { startEngine } from '../engineClient/engineClient';
import { mixSoundPiece } from './mixSoundPiece';

type Sink = (stream: string, base64: string, position: number) => Promise<void>;
type Beat = (stream: string, done: number) => void;

/** The functions the server exposed on this page (playwright's `exposeFunction`). */
function serverFunctions(): { sink: Sink; beat: Beat } {
  const scope = window as unknown as Record<string, unknown>;
  const sink = scope[RENDER_SINK];
  const beat = scope[RENDER_BEAT];
  if (typeof sink !== 'function' || typeof beat !== 'function') throw new Error('the render page was opened without its server (no output functions)');
  return { sink: sink as Sink, beat: beat as Beat };
}

/** Bytes as base64 (Chromium 140+ has the native encoder). */
const toBase64 = (bytes: Uint8Array) => (bytes as Uint8Array & { toBase64(): string }).toBase64();

const canvas = document.getElementById('render-canvas') as HTMLCanvasElement;
const engine = await startEngine(canvas, { preserveDrawingBuffer: true });
/** The sound files of the pieces mixed on this page, decoded once at the mix's rate (each piece keeps only its own files). */
const soundFiles = new SoundBuffers(new OfflineAudioContext(MIX_CHANNELS, 1, MIX_SAMPLE_RATE));
/** Mixed sound goes to the server in pieces of at most this many bytes. */
const SOUND_CHUNK_BYTES = 2 ** 20;

/** Sends one piece of output to the server, waiting until it is written (the encoder waits too). */
const send = (stream: string) => async (chunk: Mp4Chunk) => {
  await serverFunctions().sink(stream, toBase64(chunk.data), chunk.position);
};

const api: RenderPageApi = {
  async load(document, size) {
    const warnings = await engine.loadDocument(document);
    await engine.setView({ kind: 'timeline' });
    await engine.resize(size.width, size.height);
    return { frameCount: await engine.frameCount(), warnings };
  },
  async encodeVideo(stream, fromFrame, toFrame) {
    const { beat } = serverFunctions();
    const onFrame = (done: number) => beat(stream, done);
    return engine.exportMp4({ video: { fromFrame, toFrame }, audio: null }, send(stream), onFrame);
  },
  async mixSound(stream, mix) {
    const { beat } = serverFunctions();
    soundFiles.keepOnly(new Set(mix.sounds.map((sound) => sound.src)));
    const samples = await mixSoundPiece(mix, soundFiles, (count) => beat(stream, count));
    const bytes = new Uint8Array(samples.buffer);
    for (let position = 0; position < bytes.byteLength; position += SOUND_CHUNK_BYTES) {
      await send(stream)({ data: bytes.subarray(position, position + SOUND_CHUNK_BYTES), position });
    }
    return { bytes: bytes.byteLength, silent: soundFiles.failed() };
  },
  async captureImage(stream, capture) {
    await engine.setView(capture.sceneId === null ? { kind: 'timeline' } : { kind: 'scene', sceneId: capture.sceneId });
    await engine.resize(capture.width, capture.height);
    const blob = await engine.captureImage(capture.frame, capture.type, capture.quality);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    await serverFunctions().sink(stream, toBase64(bytes), 0);
    return { bytes: bytes.byteLength };
  },
};

(window as unknown as Record<string, unknown>)[RENDER_PAGE_GLOBAL] = api;
