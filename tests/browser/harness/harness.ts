// The page behind the browser tests: exposes the engine (on this page and in its worker) to
// Playwright through `window.harness`.
import { createCounterClip, createQuadrantImage } from '../../../src/app/features/dev/sampleMedia';
import { startEngine } from '../../../src/app/engineClient/engineClient';
import { createSharedClock } from '../../../src/engine/clock/sharedClock';
import { Engine } from '../../../src/engine/Engine';
import { compileProgram } from '../../../src/engine/gl/compileProgram';
import { ProgramCache, programSources } from '../../../src/engine/gl/programs';
import { createUnitQuad } from '../../../src/engine/gl/quad';
import * as twgl from 'twgl.js';
import { nativePlatform } from '../../../src/engine/platform/platform';
import { rasterizeSvgInPage } from '../../../src/engine/platform/rasterizeSvgInPage';

type Point = { x: number; y: number };
type ColourShare = { x: number; y: number; width: number; height: number; rgb: [number, number, number]; tolerance: number };
const pagePlatform = nativePlatform(document, rasterizeSvgInPage);
let engine: Engine | null = null;

const svgStar = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="10" y="10" width="80" height="80" fill="#000"/></svg>`;

function probe(read: (x: number, y: number) => Uint8Array, points: Point[]) {
  return points.map(({ x, y }) => Array.from(read(x, y)));
}

const harness = {
  /** Compiles every program; answers their names. */
  compileAll(): string[] {
    const gl = new OffscreenCanvas(4, 4).getContext('webgl2')!;
    return new ProgramCache(gl).compileAll();
  },
  /**
   * Draws one turned, half-transparent quad of a soft RGBA picture, of I420 planes and of a gradient with each
   * full layer program (effects off) and its plain variant; answers how many pixels differ per pair.
   */
  comparePlainPrograms(): Record<string, number> {
    const size = 96;
    const gl = new OffscreenCanvas(size, size).getContext('webgl2', { antialias: false, preserveDrawingBuffer: true })!;
    const programs = new ProgramCache(gl);
    gl.bindVertexArray(createUnitQuad(gl));
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    const rgba = Array.from({ length: 16 * 16 }, (_, index) => [(index * 16) % 256, (index * 5) % 256, 255 - (index % 256), (index * 7) % 256]);
    const picture = twgl.createTexture(gl, { src: rgba.flatMap(([r, g, b, a]) => [(r! * a!) / 255, (g! * a!) / 255, (b! * a!) / 255, a!]), width: 16, height: 16 });
    const plane = (edge: number, seed: number) =>
      twgl.createTexture(gl, {
        src: new Uint8Array(Array.from({ length: edge * edge }, (_, index) => (index * seed) % 256)),
        width: edge,
        height: edge,
        internalFormat: gl.R8,
        format: gl.RED,
        type: gl.UNSIGNED_BYTE,
      });
    const turned = new Float32Array([0.9, 0.5, 0, -0.5, 0.9, 0, -0.7, -0.2, 1]);
    const shared = {
      uMatrix: turned,
      uOpacity: 0.7,
      uUvRect: [0, 0, 1, 1],
      uQuadRect: [0, 0, 1, 1],
      uFilter: 0,
      uHasMask: false,
      uFrameRadius: -1,
      uBoxSize: [300, 200],
      uFrameRect: [0, 0, 1, 1],
    };
    const draw = (program: twgl.ProgramInfo, uniforms: Record<string, unknown>) => {
      gl.clearColor(0.2, 0.3, 0.4, 1);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.useProgram(program.program);
      twgl.setUniforms(program, { ...shared, ...uniforms });
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      const pixels = new Uint8Array(size * size * 4);
      gl.readPixels(0, 0, size, size, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
      return pixels;
    };
    const differing = (first: Uint8Array, second: Uint8Array) => first.reduce((count, value, index) => count + (value === second[index] ? 0 : 1), 0);
    const video = { uPlaneY: plane(16, 7), uPlaneU: plane(8, 11), uPlaneV: plane(8, 13), uBt709: true };
    const gradient = { uRamp: picture, uKind: 0, uDirection: [0.6, 0.8] };
    return {
      gradient: differing(draw(programs.get('gradient'), gradient), draw(programs.get('gradientPlain'), gradient)),
      texture: differing(draw(programs.get('texture'), { uTexture: picture }), draw(programs.get('texturePlain'), { uTexture: picture })),
      videoYuv: differing(draw(programs.get('videoYuv'), video), draw(programs.get('videoYuvPlain'), video)),
    };
  },
  /** Compiles a fragment shader with an error on its line 3; answers the error message. */
  compileBroken(): string {
    const gl = new OffscreenCanvas(4, 4).getContext('webgl2')!;
    const broken = { name: 'shaders/broken.frag', files: ['shaders/broken.frag'], source: 'out vec4 outColor;\nvoid main() {\n  outColor = vec4(missingValue);\n}\n' };
    try {
      compileProgram(gl, programSources.texture[0], broken);
      return 'compiled';
    } catch (error) {
      return String(error);
    }
  },
  /** Blob addresses of generated media: a counter clip, a quadrant PNG, a black-square SVG. */
  async media(clip: { width: number; height: number; seconds: number }) {
    const [video, image] = await Promise.all([createCounterClip(clip), createQuadrantImage(200, 100)]);
    return {
      video: URL.createObjectURL(video),
      image: URL.createObjectURL(image),
      svg: URL.createObjectURL(new Blob([svgStar], { type: 'image/svg+xml' })),
    };
  },
  /** Renders a frame with the engine on this page at the given output size; answers RGBA at the points (output pixels). */
  async renderOnPage(document: unknown, frame: number, size: { width: number; height: number }, points: Point[], shares: ColourShare[] = []) {
    engine ??= new Engine(new OffscreenCanvas(size.width, size.height), pagePlatform, { preserveDrawingBuffer: true });
    engine.resize(size.width, size.height);
    const warnings = engine.setDocument(document);
    const report = await engine.renderFrame(frame);
    const current = engine;
    const shareOf = ({ x, y, width, height, rgb, tolerance }: ColourShare) => {
      const pixels = current.readPixels(x, y, width, height);
      let matching = 0;
      for (let index = 0; index < pixels.length; index += 4) {
        if (rgb.every((channel, offset) => Math.abs(pixels[index + offset]! - channel) <= tolerance)) matching++;
      }
      return matching / (width * height);
    };
    return {
      warnings,
      report,
      pixels: probe((x, y) => current.readPixels(x, y, 1, 1), points),
      shares: shares.map(shareOf),
      failed: current.getStats().failedMedia,
    };
  },
  /**
   * Renders `frames` in turn with one engine (each frame drawn only where it differs from the one
   * before) and each with a fresh engine (drawn whole); answers, per frame, the screens the first
   * drew again and how many output pixels differ between the two.
   */
  async compareWithWholeFrames(document: unknown, frames: number[], size: { width: number; height: number }) {
    const kept = new Engine(new OffscreenCanvas(size.width, size.height), pagePlatform, { preserveDrawingBuffer: true });
    kept.setDocument(document);
    const results: { frame: number; redrawn: number; differing: number; largestDelta: number }[] = [];
    for (const frame of frames) {
      const { redrawn } = await kept.renderFrame(frame);
      const drawn = kept.readPixels(0, 0, size.width, size.height);
      const fresh = new Engine(new OffscreenCanvas(size.width, size.height), pagePlatform, { preserveDrawingBuffer: true });
      fresh.setDocument(document);
      await fresh.renderFrame(frame);
      const whole = fresh.readPixels(0, 0, size.width, size.height);
      fresh.dispose();
      let differing = 0;
      let largestDelta = 0;
      for (let index = 0; index < drawn.length; index += 4) {
        const delta = Math.max(...[0, 1, 2, 3].map((channel) => Math.abs(drawn[index + channel]! - whole[index + channel]!)));
        if (delta > 0) differing++;
        largestDelta = Math.max(largestDelta, delta);
      }
      results.push({ frame, redrawn, differing, largestDelta });
    }
    kept.dispose();
    return results;
  },
  /**
   * Follows a stopped clock on scene 1 until its frame is reported; then, in an animation frame
   * after the clock's tick, shows scene 2 and draws it by a call (as the editor's loading texts wait
   * for the preview), and gives the clock a few animation frames more. Answers the scenes of the
   * frames reported, in order.
   */
  async reportedScenes(document: unknown) {
    const canvas = new OffscreenCanvas(320, 180);
    const scenes: number[] = [];
    const following = new Engine(canvas, pagePlatform, {
      preserveDrawingBuffer: true,
      onEvent: (event) => void (event.type === 'frame' && event.view.kind === 'scene' && scenes.push(event.view.sceneId)),
    });
    const animationFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    try {
      following.setDocument(document);
      following.setView({ kind: 'scene', sceneId: 1 });
      following.followClock(createSharedClock());
      for (let tries = 0; !scenes.includes(1) && tries < 600; tries++) await animationFrame();
      await new Promise((resolve) =>
        requestAnimationFrame(() => {
          following.setView({ kind: 'scene', sceneId: 2 });
          void following.renderFrame(0).then(resolve);
        }),
      );
      for (let count = 0; count < 5; count++) await animationFrame();
      return scenes;
    } finally {
      following.dispose();
    }
  },
  /** Loses the WebGL context and gets it back; answers the engine events and the pixels drawn after. */
  async loseAndRestoreContext(document: unknown, points: Point[]) {
    const canvas = new OffscreenCanvas(320, 180);
    const events: string[] = [];
    const lossy = new Engine(canvas, pagePlatform, { preserveDrawingBuffer: true, onEvent: (event) => events.push(event.type) });
    lossy.setDocument(document);
    await lossy.renderFrame(0);
    const extension = canvas.getContext('webgl2')!.getExtension('WEBGL_lose_context')!;
    extension.loseContext();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const whileLost = await lossy.renderFrame(0).then(
      () => 'drawn',
      (error: unknown) => String(error),
    );
    extension.restoreContext();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await lossy.renderFrame(0);
    return { events, whileLost, pixels: probe((x, y) => lossy.readPixels(x, y, 1, 1), points) };
  },
  /** Plays a document in the worker from the start until the player stops by itself; answers what happened. */
  async playThrough(document: unknown, seekTo: number) {
    const canvas = window.document.getElementById('worker-canvas') as HTMLCanvasElement;
    const replacement = canvas.cloneNode() as HTMLCanvasElement;
    canvas.replaceWith(replacement);
    const client = await startEngine(replacement);
    try {
      await client.loadDocument(document);
      await client.resize(320, 180);
      client.seek(seekTo);
      const started = Date.now();
      while ((await client.stats()).lastFrame !== seekTo && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
      const afterSeek = (await client.stats()).lastFrame;
      client.stop();
      await client.resetStats();
      const playStarted = performance.now();
      await client.play();
      const states: number[] = [];
      while (client.playerState() !== 0 && performance.now() - playStarted < 20_000) {
        states.push(client.playerState());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const stats = await client.stats();
      return {
        afterSeek,
        seconds: (performance.now() - playStarted) / 1000,
        finalState: client.playerState(),
        time: client.time(),
        framesDrawn: stats.framesDrawn,
        sawPlaying: states.includes(1),
      };
    } finally {
      client.dispose();
    }
  },
  /** The same through the worker and comlink, as the app runs it. */
  async renderInWorker(document: unknown, frame: number, points: Point[]) {
    const canvas = window.document.getElementById('worker-canvas') as HTMLCanvasElement;
    const client = await startEngine(canvas, { preserveDrawingBuffer: true });
    try {
      await client.loadDocument(document);
      await client.resize(320, 180);
      const report = await client.renderFrame(frame);
      const pixels = await Promise.all(points.map(async ({ x, y }) => Array.from(await client.readPixels(x, y, 1, 1))));
      return { report, pixels, frameCount: await client.frameCount() };
    } finally {
      client.dispose();
    }
  },
};

declare global {
  interface Window {
    harness: typeof harness;
  }
}
window.harness = harness;
