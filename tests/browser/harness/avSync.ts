// Audio/video offset, measured in the page: an AudioWorklet on the preview's output bus finds each
// click of a click track (tests/support/wav.ts) to the sample, and the compositor worker reports
// when it drew each frame. Offset of frame f = when it was drawn - when the sound of time f/25 was
// heard (positive: the picture is late). Used by tests/browser/audio.spec.ts and the playback bench.
import { AUDIO_PROBE_FLAG } from '../../../src/app/audio/audioProbe';
import { type EngineClient, startEngine } from '../../../src/app/engineClient/engineClient';
import { audioMixPlan } from '../../../src/scene/audioMix';
import type { ProjectDocument } from '../../../src/scene/document';
import { FPS } from '../../../src/scene/time';
import { clickIndexOf, clickTime } from '../../support/wav';

/** A click found in the sound sent to the speakers: its first sample (context frame) and its peak. */
export type Onset = { frame: number; peak: number };

/** A frame the engine drew while playing: its number and when (ms since the epoch, `performance.timeOrigin`-based). */
export type DrawnFrame = { frame: number; drawnAt: number };

const onsetTapSource = `
const threshold = 0.01;
class OnsetTap extends AudioWorkletProcessor {
  constructor() {
    super();
    this.quietFrames = Infinity;
    this.open = null;
  }
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    for (let index = 0; index < channel.length; index++) {
      const level = Math.abs(channel[index]);
      const frame = currentFrame + index;
      if (level > threshold) {
        if (this.quietFrames > sampleRate * 0.1) this.open = { frame, peak: 0 };
        this.quietFrames = 0;
      } else {
        this.quietFrames++;
      }
      if (this.open) {
        this.open.peak = Math.max(this.open.peak, level);
        if (frame - this.open.frame > sampleRate * 0.01) {
          this.port.postMessage(this.open);
          this.open = null;
        }
      }
    }
    return true;
  }
}
registerProcessor('onset-tap', OnsetTap);
`;

/** Listens to `output` for clicks (a rise above 0.01 after 100 ms of quiet); the list fills as they are heard. */
export async function tapOnsets(context: AudioContext, output: AudioNode): Promise<Onset[]> {
  const url = URL.createObjectURL(new Blob([onsetTapSource], { type: 'text/javascript' }));
  await context.audioWorklet.addModule(url);
  const tap = new AudioWorkletNode(context, 'onset-tap');
  const onsets: Onset[] = [];
  tap.port.onmessage = (event: MessageEvent<Onset>) => onsets.push(event.data);
  output.connect(tap);
  tap.connect(context.destination); // pulled by the graph; it writes silence
  return onsets;
}

/**
 * Maps context time to page time (`performance.now()` ms) as the output device plays it, from the
 * output timestamp taken nearest to `pageTime`: the mapping shifts whenever the audio thread falls
 * behind (a starved CPU), so each moment is placed by the timestamp of its own moment.
 */
export function heardPageTime(stamps: readonly AudioTimestamp[], pageTime: number): (contextTime: number) => number {
  const stamp = stamps.reduce((best, candidate) => (Math.abs(candidate.performanceTime! - pageTime) < Math.abs(best.performanceTime! - pageTime) ? candidate : best));
  return (contextTime) => stamp.performanceTime! + (contextTime - stamp.contextTime!) * 1000;
}

/**
 * Where each click was rendered on the context's time against the project time it belongs to:
 * `contextTime - projectTime` is the same for every click of one uninterrupted play when the sound
 * is where the plan puts it. Clicks are told apart by their level (modulo 16): each is taken as
 * the click of that level nearest to the one after the previous (`firstClick` for the first).
 */
export function clickAnchors(onsets: readonly Onset[], sampleRate: number, firstClick = 0): { projectTime: number; contextTime: number; index: number }[] {
  let next = firstClick;
  return onsets.map((onset) => {
    const index = next + ((((clickIndexOf(onset.peak) - (next % 16)) % 16) + 24) % 16) - 8;
    next = index + 1;
    return { index, projectTime: clickTime(index), contextTime: onset.frame / sampleRate };
  });
}

/**
 * The offset of each drawn frame, ms: when it was drawn minus when the sound of its time was heard.
 * @param frames - frames drawn while playing
 * @param anchor - one click: a project time and the context time its sound was rendered at
 * @param stamps - output timestamps taken while playing
 */
export function frameOffsetsMs(frames: readonly DrawnFrame[], anchor: { projectTime: number; contextTime: number }, stamps: readonly AudioTimestamp[], fps: number): number[] {
  return frames.map(({ frame, drawnAt }) => {
    const drawn = drawnAt - performance.timeOrigin;
    return drawn - heardPageTime(stamps, drawn)(anchor.contextTime + (frame / fps - anchor.projectTime));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check()` holds, polling every 20 ms; throws after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/**
 * The preview as the app runs it (compositor worker, engineClient, the document's sound) on a
 * fresh canvas in `host`, with the audio probe on, clicks tapped and the frames drawn recorded once
 * `record()` is called. Answers once the first frame is drawn.
 */
export async function startPlayer(host: HTMLElement, document: ProjectDocument, size: { width: number; height: number }) {
  window.localStorage.setItem(AUDIO_PROBE_FLAG, '1');
  const canvas = Object.assign(window.document.createElement('canvas'), size);
  host.replaceChildren(canvas);
  const frames: DrawnFrame[] = [];
  let isRecording = false;
  const client: EngineClient = await startEngine(canvas, {
    preserveDrawingBuffer: true, // as the editor's preview: each frame is drawn only where it changed
    onEvent: (event) => {
      if (event.type === 'frame' && isRecording) frames.push({ frame: event.frame, drawnAt: event.drawnAt });
    },
  });
  await client.resize(size.width, size.height);
  await client.loadDocument(document);
  await until(async () => (await client.stats()).lastFrame === 0, 60_000, 'the first frame');
  const probe = window.studioAudioProbe!;
  const onsets = await tapOnsets(probe.context, probe.output);
  client.setSounds(audioMixPlan(document));
  return { client, probe, onsets, frames, record: () => (isRecording = true) };
}

/** The frames drawn while playing forward (the player draws frame 0 again once it stops). */
function playedFrames(frames: readonly DrawnFrame[]): DrawnFrame[] {
  const end = frames.findIndex((drawn, index) => index > 0 && drawn.frame < frames[index - 1]!.frame);
  return end < 0 ? [...frames] : frames.slice(0, end);
}

/** What one playback through a click-track project measured. */
export type PlaybackRun = {
  /** Offset of every frame drawn while playing, ms (drawn - heard). */
  offsetsMs: number[];
  /** The clicks heard, by index. */
  clicks: number[];
  /** How far apart the clicks' (context time - project time) are, ms: 0 when every sound is where the clock says. */
  clickSpreadMs: number;
  framesDrawn: number;
  framesMissed: number;
  /** The audio context's own latency figures, ms. */
  latencyMs: { base: number; output: number };
  failedSounds: Record<string, string>;
};

/** Plays `document` (music: a click track from project time 0) from the start to its end as the app does, and measures it. */
export async function measurePlayback(host: HTMLElement, document: ProjectDocument, size: { width: number; height: number }): Promise<PlaybackRun> {
  const player = await startPlayer(host, document, size);
  const { client, probe } = player;
  try {
    await client.resetStats();
    player.record();
    await client.play();
    const stamps: AudioTimestamp[] = [];
    while (client.playerState() !== 0) {
      stamps.push(probe.context.getOutputTimestamp());
      await sleep(50);
    }
    const stats = await client.stats();
    const clicks = clickAnchors(player.onsets, probe.context.sampleRate);
    const leads = clicks.map((click) => (click.contextTime - click.projectTime) * 1000);
    return {
      offsetsMs: frameOffsetsMs(playedFrames(player.frames), clicks[0]!, stamps, FPS),
      clicks: clicks.map((click) => click.index),
      clickSpreadMs: Math.max(...leads) - Math.min(...leads),
      framesDrawn: stats.framesDrawn,
      framesMissed: stats.framesMissed,
      latencyMs: { base: probe.context.baseLatency * 1000, output: probe.context.outputLatency * 1000 },
      failedSounds: client.failedSounds(),
    };
  } finally {
    client.dispose();
  }
}
