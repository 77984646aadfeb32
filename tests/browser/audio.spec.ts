import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDocumentSchema } from '../../src/scene/schema/project';
import { clickTime } from '../support/wav';
import { percentile } from '../support/percentile';
import { type EngineHarness, openEngineHarness } from './engineHarness.ts';

let harness: EngineHarness;
beforeAll(async () => {
  harness = await openEngineHarness('audio.html', 'audioHarness');
  await harness.page.evaluate(() => window.audioHarness.media());
});
afterAll(() => harness.close());

type Element = { object: Record<string, unknown>; timing?: Record<string, unknown> };

/** A project of scenes, each `duration` seconds long with the given elements; `media:{name}` addresses are the page's generated media. */
function project(scenes: { duration: number; elements: Record<string, Element>; speech?: { media_file: string; duration: number } }[]) {
  const entries = scenes.map(({ duration, elements, speech }, index) => {
    const id = index + 1;
    const objects = Object.entries(elements).map(([objectId, { object }]) => ({ id: objectId, ...object }));
    const timings = Object.fromEntries(Object.entries(elements).flatMap(([objectId, { timing }]) => (timing ? [[objectId, timing]] : [])));
    return [
      String(id),
      {
        id,
        duration,
        jsonData: { objects: [{ id: `background-${id}`, _Type: 'background', fill: '#000000' }, ...objects] },
        elements: timings,
        ...(speech ? { speech: { sound: speech } } : {}),
      },
    ];
  });
  const ids = scenes.map((_, index) => index + 1);
  return projectDocumentSchema.parse({ currentScene: { sceneArr: ids, arr: ids }, scenes: Object.fromEntries(entries) });
}

const video = (src: string, extra: Record<string, unknown> = {}) => ({ _Type: 'video', _Src: src, width: 480, height: 270, scaleX: 4, scaleY: 4, ...extra });

/** 6 s of a looping counter clip under a click track (clicks at 0.25 s and every 0.5 s). */
const clickProject = project([
  {
    duration: 6,
    elements: {
      clip: { object: video('media:silentClip'), timing: { stayTime: 6, trimEnd: 2, adjustLength: 1 } },
      clicks: { object: { _Type: 'music', _Src: 'media:clicks' }, timing: { stayTime: 6, trimEnd: 6, adjustLength: 0 } },
    },
  },
]);

describe('sound files', () => {
  it('decodes WAV and the sound track of MP4 (H.264 + Opus) and WebM (VP8 + Opus) videos; a video without sound and a missing file stay silent', async () => {
    const { durations, failed } = await harness.page.evaluate(() => window.audioHarness.decode(['beep', 'soundClipMp4', 'soundClipWebm', 'silentClip', 'missing']));
    expect(durations.beep).toBe(1);
    expect(durations.soundClipMp4).toBeCloseTo(1, 1);
    expect(durations.soundClipWebm).toBeCloseTo(1, 1);
    expect(durations.silentClip).toBeNull();
    expect(durations.missing).toBeNull();
    expect(failed).toBe(2);
  });
});

describe('the mix plan rendered offline', () => {
  // The ramp file reads 0.05 + p / 20 at p seconds into it, so each rendered sample says where in the file the sound is.
  const ramp = (position: number, gain = 1) => gain * (0.05 + position / 20);
  const document = project([
    // 0..4 s: a looping video sound at volume 50, 0.5..3.5 s, repeating 1..2 s of its file.
    { duration: 4, elements: { clip: { object: video('media:ramp'), timing: { enterDelay: 0.5, stayTime: 3, trimStart: 1, trimEnd: 2, adjustLength: 1, volume: 50 } } } },
    // 4..8 s: music stretched over its bar (1 s of file over 2 s: rate 0.5), 5..7 s.
    { duration: 4, elements: { sting: { object: { _Type: 'music', _Src: 'media:ramp' }, timing: { enterDelay: 1, stayTime: 2, trimStart: 2, trimEnd: 3, adjustLength: 3 } } } },
    // 8..11 s: a video frozen at its last frame: its sound stops there, 8.5..9.5 s.
    { duration: 3, elements: { frozen: { object: video('media:ramp'), timing: { enterDelay: 0.5, stayTime: 2.5, trimStart: 6, trimEnd: 7, adjustLength: 2 } } } },
    // 11..13 s: the scene's speech for its 1.5 s, and a muted video.
    { duration: 2, speech: { media_file: 'media:ramp', duration: 1.5 }, elements: { muted: { object: video('media:ramp', { _Muted: true }), timing: { stayTime: 2 } } } },
  ]);
  const probes: [number, number][] = [
    [0.75, ramp(1.25, 0.5)],
    [1.6, ramp(1.1, 0.5)],
    [3.25, ramp(1.75, 0.5)],
    [6, ramp(2.5)],
    [6.9, ramp(2.95)],
    [9, ramp(6.5)],
    [12, ramp(1)],
  ];

  it('sounds exactly where the plan puts each sound, at the file position its adjustLength gives', async () => {
    const { ranges, values } = await harness.page.evaluate(([doc, times]) => window.audioHarness.renderMix(doc, 14, times), [document, probes.map(([time]) => time)] as const);
    const expected = [
      [0.5, 3.5],
      [5, 7],
      [8.5, 9.5],
      [11, 12.5],
    ];
    expect(ranges).toHaveLength(expected.length);
    ranges.forEach(([start, end], index) => {
      expect(start).toBeCloseTo(expected[index]![0]!, 4);
      expect(end).toBeCloseTo(expected[index]![1]!, 4);
    });
    values.forEach((value, index) => expect(value, `sample at ${probes[index]![0]} s`).toBeCloseTo(probes[index]![1], 4));
  });
});

describe('the sound track mixed in pieces (the server’s render)', () => {
  // Scene 1 (0..2 s) speaks a beep and starts music resampled from 44.1 kHz that loops 0.7 s of its
  // file across every scene (the bed); scene 2 (2..4.5 s) holds a video's sound and a ramp; scene 3
  // (4.5..6 s) speaks the ramp.
  const document = project([
    {
      duration: 2,
      speech: { media_file: 'media:beep', duration: 1 },
      elements: { carried: { object: { _Type: 'music', _Src: 'media:tone44k' }, timing: { stayTime: 2, trimEnd: 0.7, adjustLength: 4, volume: 30 } } },
    },
    {
      duration: 2.5,
      elements: {
        clip: { object: video('media:soundClipMp4'), timing: { enterDelay: 0.5, stayTime: 1, trimEnd: 1, adjustLength: 0 } },
        sting: { object: { _Type: 'music', _Src: 'media:ramp' }, timing: { enterDelay: 0.25, stayTime: 2, trimStart: 2, trimEnd: 4, adjustLength: 0, volume: 80 } },
      },
    },
    { duration: 1.5, speech: { media_file: 'media:ramp', duration: 1.2 }, elements: {} },
  ]);

  it('joins to the track mixed whole, sample for sample within one 16-bit step: the carried music runs on across the joins', async () => {
    const result = await harness.page.evaluate((doc) => window.audioHarness.mixInPieces(doc, 6), document);
    expect(result).toMatchObject({ hasBed: true, sounding: 3 });
    expect(result.loudest).toBeGreaterThan(0.3);
    expect(result.largest).toBeLessThanOrEqual(1 / 32_768);
  });
});

describe('the preview sound, played as the app plays it', () => {
  it('keeps the picture within one frame (40 ms) of the sound heard', async () => {
    const result = await harness.page.evaluate((doc) => window.audioHarness.avOffset(doc, { width: 480, height: 270 }), clickProject);
    const { offsetsMs } = result;
    const [p5, p50, p95] = [0.05, 0.5, 0.95].map((share) => percentile(offsetsMs, share));
    console.log(
      `A/V offset over ${offsetsMs.length} frames (drawn - heard, ms): p5 ${p5!.toFixed(1)}, median ${p50!.toFixed(1)}, p95 ${p95!.toFixed(1)}, ` +
        `min ${Math.min(...offsetsMs).toFixed(1)}, max ${Math.max(...offsetsMs).toFixed(1)}; frames missed ${result.framesMissed}; ` +
        `clicks ${result.clicks.length}, spread ${result.clickSpreadMs.toFixed(2)} ms; output latency ${result.latencyMs.base} + ${result.latencyMs.output.toFixed(1)} ms`,
    );
    // Only the counter clip stays silent: it has no sound track.
    expect(Object.values(result.failedSounds)).toEqual(['Unable to decode audio data']);
    // Every click of the 6 s, each rendered exactly where the clock puts its time.
    expect(result.clicks).toEqual(Array.from({ length: 12 }, (_, k) => k));
    expect(result.clickSpreadMs).toBeLessThan(1);
    // Enough frames to speak for the whole playback (how many are drawn depends on the machine; missed ones are reported).
    expect(offsetsMs.length).toBeGreaterThan(30);
    // Within one frame: the median, and 95 of every 100 frames (each drawn only where it changed, as the editor draws).
    expect(Math.abs(p50!)).toBeLessThan(40);
    expect(percentile(offsetsMs.map(Math.abs), 0.95)).toBeLessThan(40);
  });

  it('falls silent on pause, resumes where it paused, follows a seek and falls silent on exit', async () => {
    const result = await harness.page.evaluate((doc) => window.audioHarness.pauseResumeSeek(doc), clickProject);
    expect(result.whilePaused).toEqual({ level: 0, clicks: 0 });
    // The first click heard again is the next one, or one at most a frame (40 ms) before the pause:
    // the position taken at the pause and the sound heard then may differ by the output's latency.
    const clicks = Array.from({ length: 12 }, (_, k) => k);
    const nextClick = clicks.find((k) => clickTime(k) >= result.pausedAt)!;
    expect(clicks.filter((k) => k <= nextClick && clickTime(k) >= result.pausedAt - 1 / 25)).toContain(result.afterResume);
    // Seeking to 4 s: the next click heard is the one at 4.25 s.
    expect(result.afterSeek).toBe(8);
    expect(result.levelAfterStop).toBe(0);
  });
});
