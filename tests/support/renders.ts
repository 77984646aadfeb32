import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import WebSocket from 'ws';
import { DEFAULT_AVATAR_IMAGE } from '../../src/scene/avatars/avatarCatalogue.ts';
import { createAvatarObject } from '../../src/scene/avatars/avatarObject.ts';
import { parseProjectDocument, type ProjectDocument } from '../../src/scene/document.ts';
import { createBlankProject } from '../../src/scene/factories.ts';
import { ADJUST_LENGTH, CANVAS_SIZES } from '../../src/scene/constants.ts';
import { liveSceneIds } from '../../src/scene/ops/sceneOrder.ts';
import { firstFrameAtOrAfter } from '../../src/scene/renderSegments.ts';
import { type SceneSpeechAnswer, speechJobsToRun, speechRequestValues, withGeneratedSpeech } from '../../src/scene/speech/sceneSpeechJobs.ts';
import type { Viseme } from '../../src/scene/speech/visemeTrack.ts';
import { FPS } from '../../src/scene/time.ts';
import { sceneSpans } from '../../src/scene/timing.ts';
import { transitionWindow } from '../../src/scene/transitions.ts';

const run = promisify(execFile);

/** The built app that server renders load their page from: APP_DIR, else dist/app (`npm test` builds it first). */
export function renderAppDir(): string {
  const folder = path.resolve(process.env.APP_DIR ?? 'dist/app');
  if (!fs.existsSync(path.join(folder, 'render.html'))) throw new Error(`${folder} has no render.html: build the app first (npx vite build)`);
  return folder;
}

/** What ffprobe says of a file's streams and container. */
export type StreamProbe = {
  streams: { codec_type: string; codec_name: string; profile?: string; r_frame_rate: string; nb_frames?: string; duration?: string; width?: number; height?: number }[];
  format: { duration: string; format_name: string };
};

export async function probeStreams(file: string): Promise<StreamProbe> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  return JSON.parse(stdout) as StreamProbe;
}

/** A live socket of the product, collecting what it receives. */
export type LiveClient = { socket: WebSocket; received: { command: string; data: Record<string, any> }[]; close(): void }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Opens `/ws/app/video/?token=` on the server at `origin` (http://host:port). */
export function openLive(origin: string, token: string): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws/app/video/?token=${token}`);
    const received: LiveClient['received'] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    socket.on('open', () => resolve({ socket, received, close: () => socket.close() }));
    socket.on('error', reject);
  });
}

/** Waits until `condition` holds, checking every 50 ms; throws after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Process ids of every descendant of this process (or of process `root`) whose command line names chromium (the render worker's browser and its helpers). */
export function chromiumDescendants(root = process.pid): { pid: number; isBrowser: boolean }[] {
  const parents = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const name of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      commands.set(Number(name), fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' '));
    } catch {
      // ended meanwhile
    }
  }
  const isOurs = (pid: number): boolean => {
    for (let current = parents.get(pid); current !== undefined && current > 1; current = parents.get(current)) if (current === root) return true;
    return false;
  };
  return [...commands].filter(([pid, command]) => command.includes('chromium') && isOurs(pid)).map(([pid, command]) => ({ pid, isBrowser: !command.includes('--type=') }));
}

/** Media addresses for a test video, as the library serves them. */
export type VideoMedia = { image: string; video: string; videoSeconds: number; music: string; musicSeconds: number };

/**
 * A two-scene video project of 4 s (100 frames): scene 1 (2 s) a coloured background, a title, a
 * picture sliding in and music that loops to the end (adjustLength 4), with a 1 s Fade into scene 2
 * (2 s): a video clip with its sound and a caption. `title` changes scene 1's text only.
 */
export function twoSceneVideo(media: VideoMedia, title = 'Hello from scene one'): ProjectDocument {
  const timing = (stayTime: number, extra: Record<string, unknown> = {}) => ({
    enterDelay: 0,
    stayTime,
    trimStart: 0,
    trimEnd: 10,
    duration: 0,
    adjustLength: ADJUST_LENGTH.adjustAsScene,
    ...extra,
  });
  const text = (id: string, words: string, top: number) => ({
    id,
    _Type: 'text',
    text: words,
    left: 160,
    top,
    width: 1400,
    height: 140,
    fontSize: 96,
    fill: '#1f2937',
    fontFamily: 'Poppins',
  });
  return parseProjectDocument({
    size: 0,
    mode: 1,
    currentScene: { sceneArr: [1, 2], arr: [1, 2] },
    scenes: {
      '1': {
        id: 1,
        mode: 2,
        duration: 2,
        jsonData: {
          objects: [
            { id: 'background-1', _Type: 'background', fill: '#fde68a', left: -1, top: -1, width: 1921, height: 1081 },
            text('title-1', title, 120),
            { id: 'picture-1', _Type: 'image', _Src: media.image, left: 700, top: 420, width: 64, height: 48, scaleX: 8, scaleY: 8 },
            { id: 'music-1', _Type: 'music', _Src: media.music },
          ],
        },
        elements: {
          'title-1': timing(2),
          'picture-1': timing(2, { enter: 1, animation: { enter: { id: 2 } } }),
          'music-1': { ...timing(2), trimEnd: media.musicSeconds, duration: media.musicSeconds, adjustLength: ADJUST_LENGTH.loopAllScenes, volume: 50 },
        },
        elementList: ['title-1', 'picture-1', 'music-1'],
        sanimation: { id: 1, name: 'Fade', duration: 1 },
      },
      '2': {
        id: 2,
        mode: 2,
        duration: 2,
        jsonData: {
          objects: [
            { id: 'background-2', _Type: 'background', fill: '#dbeafe', left: -1, top: -1, width: 1921, height: 1081 },
            { id: 'clip-2', _Type: 'video', _Src: media.video, left: 560, top: 300, width: 64, height: 48, scaleX: 12, scaleY: 12 },
            text('caption-2', 'And a clip in scene two', 860),
          ],
        },
        elements: {
          'clip-2': { ...timing(2), trimEnd: media.videoSeconds, duration: media.videoSeconds, adjustLength: ADJUST_LENGTH.none, volume: 100 },
          'caption-2': timing(2),
        },
        elementList: ['clip-2', 'caption-2'],
      },
    },
  });
}

/**
 * {@link twoSceneVideo} as an avatar video (mode 0): in both scenes the default presenter (Emma)
 * stands on top at the "Side, small" preset, and the scene has one typed speech box with
 * its script. The speech is not generated yet (no sound, no mouth track): the studio does that
 * through `POST /api/audio/batch/` (see `withGeneratedSpeech`).
 */
export function speakingTwoSceneVideo(media: VideoMedia, scripts: readonly [string, string]): ProjectDocument {
  const silent = twoSceneVideo(media);
  const scenes = Object.fromEntries(
    silent.currentScene.sceneArr.map((sceneId, index) => {
      const scene = silent.scenes[String(sceneId)]!;
      const presenter = createAvatarObject(sceneId, DEFAULT_AVATAR_IMAGE, CANVAS_SIZES[silent.size], 'SM');
      const box = { id: `speech-${sceneId}`, text: scripts[index]! };
      const speech = { type: 'type', data: { [box.id]: box }, arr: [box.id] };
      return [sceneId, { ...scene, mode: 0, jsonData: { ...scene.jsonData, objects: [...scene.jsonData.objects, presenter] }, speech }];
    }),
  );
  return parseProjectDocument({ ...silent, mode: 0, scenes });
}

/**
 * A one-scene avatar video (mode 0, 1080p) as a new project holds it: a blank scene with the
 * default presenter (Emma, "Side, small") and one typed speech box with `script`, whose speech is
 * not generated yet (no sound, no mouth track), as in a template copy never played.
 */
export function speakingSceneVideo(script: string): ProjectDocument {
  const blank = createBlankProject({ mode: 0 });
  const sceneId = blank.currentScene.sceneArr[0]!;
  const scene = blank.scenes[String(sceneId)]!;
  const presenter = createAvatarObject(sceneId, DEFAULT_AVATAR_IMAGE, CANVAS_SIZES[blank.size], 'SM');
  const box = { id: `speech-${sceneId}`, text: script };
  const speech = { type: 'type', data: { [box.id]: box }, arr: [box.id] };
  return parseProjectDocument({ ...blank, scenes: { [sceneId]: { ...scene, jsonData: { ...scene.jsonData, objects: [...scene.jsonData.objects, presenter] }, speech } } });
}

/**
 * The document with its typed speech made as the studio makes it when it plays: `POST
 * /api/audio/batch/` on the server at `origin` with the project's merge values, then
 * `withGeneratedSpeech`. A render job speaks the same (the same service and cache), so this is
 * also the document a generated video of an unspoken project shows.
 */
export async function spokenDocument(origin: string, token: string, document: ProjectDocument): Promise<ProjectDocument> {
  const jobs = speechJobsToRun(document, liveSceneIds(document));
  const answer = await fetch(`${origin}/api/audio/batch/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scenes: jobs.map((job) => job.items), mergeValues: speechRequestValues(jobs) }),
  });
  if (answer.status !== 200) throw new Error(`speech failed: ${answer.status} ${await answer.text()}`);
  return withGeneratedSpeech(document, jobs, ((await answer.json()) as { result: SceneSpeechAnswer[] }).result);
}

/** Mouth shapes that show the mouth open (not at rest, not closed lips). */
const OPEN_MOUTH: readonly Viseme[] = ['AI', 'E', 'O', 'U', 'etc'];

/**
 * A frame of each scene where its presenter's mouth is open: the middle of the scene's longest
 * open-mouth cue of its speech that no transition covers. Scenes without one are left out.
 */
export function openMouthFrames(doc: ProjectDocument): { frame: number; sceneId: number; viseme: Viseme }[] {
  const windows = sceneSpans(doc).flatMap((_, index) => transitionWindow(doc, index) ?? []);
  const isInTransition = (frame: number) => windows.some((window) => frame / FPS >= window.start && frame / FPS < window.end);
  return sceneSpans(doc).flatMap((span) => {
    const candidates = (doc.scenes[String(span.sceneId)]?.speech.visemes ?? [])
      .filter((cue) => OPEN_MOUTH.includes(cue.viseme))
      .map((cue) => ({ cue, frame: firstFrameAtOrAfter(span.start + (cue.start + cue.end) / 2) }))
      // The frame must still show this cue (scene time frame / 25 - start within it).
      .filter(({ cue, frame }) => frame / FPS - span.start < cue.end && !isInTransition(frame))
      .toSorted((a, b) => b.cue.end - b.cue.start - (a.cue.end - a.cue.start));
    const best = candidates[0];
    return best ? [{ frame: best.frame, sceneId: span.sceneId, viseme: best.cue.viseme }] : [];
  });
}

/**
 * Mean volume (dB) of a file's sound from `fromSeconds` for `seconds`, by ffmpeg's volumedetect,
 * after the given audio filters (e.g. a notch that removes a test tone); -Infinity for silence.
 */
export async function meanVolume(file: string, fromSeconds: number, seconds: number, filters: string[] = []): Promise<number> {
  const filter = [...filters, 'volumedetect'].join(',');
  const { stderr } = await run('ffmpeg', ['-hide_banner', '-nostats', '-ss', String(fromSeconds), '-t', String(seconds), '-i', file, '-vn', '-af', filter, '-f', 'null', '-']);
  const mean = /mean_volume:\s+(-?[\d.]+|-inf) dB/.exec(stderr)?.[1];
  if (mean === undefined) throw new Error(`ffmpeg measured no volume in ${file}: ${stderr}`);
  return mean === '-inf' ? -Infinity : Number(mean);
}

/** RGB pixels (8 bits per channel) of a picture file or of frame `frame` of a video, decoded by Debian's ffmpeg; scaled to `size` when given. */
export async function decodeRgb(file: string, frame?: number, size?: { width: number; height: number }): Promise<Buffer> {
  const filters = [...(frame === undefined ? [] : [`select=eq(n\\,${frame})`]), ...(size ? [`scale=${size.width}:${size.height}`] : [])];
  const select = [...(filters.length > 0 ? ['-vf', filters.join(',')] : []), ...(frame === undefined ? [] : ['-fps_mode', 'passthrough'])];
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, ...select, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: 2 ** 26,
  });
  return stdout;
}

/** RGB pixels of a PNG held in memory (an engine capture), written to `file` and decoded as {@link decodeRgb} decodes. */
export async function pictureRgb(png: Buffer, file: string): Promise<Buffer> {
  await fs.promises.writeFile(file, png);
  return decodeRgb(file);
}

/** Peak signal-to-noise ratio of two pictures of the same size, dB (Infinity when they are equal). */
export function psnr(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length || a.length === 0) throw new Error(`pictures of ${a.length} and ${b.length} bytes`);
  let squares = 0;
  for (let index = 0; index < a.length; index++) squares += (a[index]! - b[index]!) ** 2;
  return squares === 0 ? Infinity : 10 * Math.log10((255 * 255 * a.length) / squares);
}

/** The MD5 of every decoded video frame of a file, in order (ffmpeg's framemd5 of the decoded pixels): equal hashes, equal pixels. */
export async function frameHashes(file: string): Promise<string[]> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:v', '-f', 'framemd5', '-'], { maxBuffer: 2 ** 24 });
  return stdout
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(',').at(-1)!.trim());
}

/** The MD5 of a file's decoded sound (ffmpeg's md5 of the decoded samples, as 32-bit floats): equal hashes, equal samples. */
export async function soundHash(file: string): Promise<string> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:a', '-c:a', 'pcm_f32le', '-f', 'md5', '-']);
  return stdout.trim();
}

/**
 * Seconds of sound (not silence) in a file from `fromSeconds` for `seconds`: that length less the
 * silences ffmpeg's silencedetect finds (under -40 dB for at least 50 ms).
 */
export async function soundSeconds(file: string, fromSeconds: number, seconds: number): Promise<number> {
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-nostats',
    '-ss',
    String(fromSeconds),
    '-t',
    String(seconds),
    '-i',
    file,
    '-vn',
    '-af',
    'silencedetect=n=-40dB:d=0.05',
    '-f',
    'null',
    '-',
  ]);
  const starts = [...stderr.matchAll(/silence_start: (-?[\d.]+)/g)].map((match) => Number(match[1]));
  const ends = [...stderr.matchAll(/silence_end: (-?[\d.]+)/g)].map((match) => Number(match[1]));
  // A silence still open at the end of the window has a start and no end.
  const silent = starts.reduce((sum, start, index) => sum + (ends[index] ?? seconds) - Math.max(0, start), 0);
  return seconds - silent;
}
