// The page behind tests/browser/audio.spec.ts: the preview's sound as the app plays it (the
// compositor worker and engineClient, with the audio probe on), an offline render of a mix plan,
// and the audio/video offset, exposed to Playwright through `window.audioHarness`.
import { scheduleMix } from '../../../src/app/audio/scheduleSound';
import { SoundBuffers } from '../../../src/app/audio/soundBuffers';
import { createCounterClip } from '../../../src/app/features/dev/sampleMedia';
import { mixProjectAudio } from '../../../src/app/render/mixProjectAudio';
import { mixSoundPiece } from '../../../src/app/render/mixSoundPiece';
import { audioMixPlan } from '../../../src/scene/audioMix';
import type { ProjectDocument } from '../../../src/scene/document';
import { soundPieces } from '../../../src/scene/soundPieces';
import { MIX_CHANNELS, MIX_SAMPLE_RATE } from '../../../src/scene/soundTrackFormat';
import { FPS } from '../../../src/scene/time';
import { clickIndexOf, clickTrack, tone } from '../../support/wav';
import { measurePlayback, type PlaybackRun, sleep, startPlayer, until } from './avSync';
import { createSoundClip, wavUrl } from './soundMedia';

/** Sample rate of the offline renders and of the ramp file (the same, so no resampling). */
const OFFLINE_RATE = 48_000;

/** A ramp: the sample at t seconds into the file is 0.05 + t / 20, so a rendered value tells the file position. */
function ramp(seconds: number, sampleRate: number): Float32Array {
  return Float32Array.from({ length: seconds * sampleRate }, (_, index) => 0.05 + index / sampleRate / 20);
}

const stage = document.getElementById('stage')!;
let media: Record<string, string> | null = null;

/** Puts the generated media's addresses where a document says `media:{name}`. */
function withMedia(document: unknown): ProjectDocument {
  if (!media) throw new Error('call audioHarness.media() first');
  const known = media;
  return JSON.parse(JSON.stringify(document).replace(/media:(\w+)/g, (_, name: string) => known[name] ?? `missing:${name}`)) as ProjectDocument;
}

/** Ranges [start, end) in seconds where the samples are not silent. */
function soundingRanges(samples: Float32Array, sampleRate: number): [number, number][] {
  const ranges: [number, number][] = [];
  let start = -1;
  samples.forEach((sample, index) => {
    const isSounding = Math.abs(sample) > 1e-4;
    if (isSounding && start < 0) start = index;
    if (!isSounding && start >= 0) {
      ranges.push([start / sampleRate, index / sampleRate]);
      start = -1;
    }
  });
  if (start >= 0) ranges.push([start / sampleRate, samples.length / sampleRate]);
  return ranges;
}

const audioHarness = {
  /** Generates the media once: a ramp WAV, a click track at the device's rate, clips with and without sound. */
  async media(): Promise<Record<string, string>> {
    const probe = new AudioContext();
    const liveRate = probe.sampleRate;
    await probe.close();
    const beep = tone(1, OFFLINE_RATE, 0.3);
    const [silentClip, soundClipMp4, soundClipWebm] = await Promise.all([
      createCounterClip({ width: 480, height: 270, seconds: 2 }),
      createSoundClip({ width: 160, height: 90, sound: beep, sampleRate: OFFLINE_RATE, container: 'mp4' }),
      createSoundClip({ width: 160, height: 90, sound: beep, sampleRate: OFFLINE_RATE, container: 'webm' }),
    ]);
    media = {
      ramp: wavUrl(ramp(10, OFFLINE_RATE), OFFLINE_RATE),
      beep: wavUrl(beep, OFFLINE_RATE),
      tone44k: wavUrl(tone(1, 44_100, 0.4, 1000), 44_100),
      clicks: wavUrl(clickTrack(8, liveRate), liveRate),
      silentClip: URL.createObjectURL(silentClip),
      soundClipMp4: URL.createObjectURL(soundClipMp4),
      soundClipWebm: URL.createObjectURL(soundClipWebm),
      missing: '/no-such-sound.wav',
    };
    return media;
  },

  /** Decodes the named media as the preview does: each one's length in seconds, or null (silent) with the reasons. */
  async decode(names: string[]) {
    const buffers = new SoundBuffers(new OfflineAudioContext(1, 1, OFFLINE_RATE));
    const decoded = await Promise.all(names.map(async (name) => [name, (await buffers.load(media![name]!))?.duration ?? null] as const));
    return { durations: Object.fromEntries(decoded), failed: Object.keys(buffers.failed()).length };
  },

  /**
   * Renders a document's mix offline from project time 0 for `seconds`: where it sounds, and the
   * sample value at each of `times`.
   */
  async renderMix(document: unknown, seconds: number, times: number[]) {
    const doc = withMedia(document);
    const context = new OfflineAudioContext(1, Math.round(seconds * OFFLINE_RATE), OFFLINE_RATE);
    await scheduleMix(context, context.destination, audioMixPlan(doc), new SoundBuffers(context), { contextTime: 0, projectTime: 0 });
    const samples = (await context.startRendering()).getChannelData(0);
    return { ranges: soundingRanges(samples, OFFLINE_RATE), values: times.map((time) => samples[Math.round(time * OFFLINE_RATE)]!) };
  },

  /**
   * Mixes a document's sound track of `seconds` twice: whole on one context (`mixProjectAudio`, as
   * the browser's export mixes it) and in pieces as the server's render does (`soundPieces`: each
   * scene's piece and the bed on contexts of their own, `mixSoundPiece`), the pieces laid end to
   * end and added to the bed as floats. Answers the largest difference between the two tracks, the
   * loudest sample, whether there was a bed and how many pieces held sounds.
   */
  async mixInPieces(document: unknown, seconds: number) {
    const doc = withMedia(document);
    const samples = Math.round(seconds * MIX_SAMPLE_RATE);
    const { audio } = await mixProjectAudio(doc, seconds);
    const { bed, pieces } = soundPieces(doc, samples);
    const buffers = new SoundBuffers(new OfflineAudioContext(MIX_CHANNELS, 1, MIX_SAMPLE_RATE));
    const track = bed ? await mixSoundPiece(bed, buffers) : new Float32Array(samples * MIX_CHANNELS);
    for (const { at, mix } of pieces) {
      const piece = await mixSoundPiece(mix, buffers);
      piece.forEach((value, index) => (track[at * MIX_CHANNELS + index]! += value));
    }
    let largest = 0;
    let loudest = 0;
    audio.channels.forEach((channel, index) =>
      channel.forEach((whole, sample) => {
        largest = Math.max(largest, Math.abs(whole - track[sample * MIX_CHANNELS + index]!));
        loudest = Math.max(loudest, Math.abs(whole));
      }),
    );
    return { largest, loudest, hasBed: bed !== null, sounding: pieces.filter(({ mix }) => mix.sounds.length > 0).length };
  },

  /** Plays a click-track document through to its end as the app does and measures it (see avSync.ts). */
  avOffset(document: unknown, size: { width: number; height: number }): Promise<PlaybackRun> {
    return measurePlayback(stage, withMedia(document), size);
  },

  /**
   * Plays a click-track document, pauses after the second click, resumes, seeks to 4 s and exits:
   * which clicks are heard after each step, and the level of the output while paused and after exit.
   */
  async pauseResumeSeek(document: unknown) {
    const { client, probe, onsets } = await startPlayer(stage, withMedia(document), { width: 160, height: 90 });
    const heardAfter = async (count: number) => {
      await until(() => onsets.length > count, 10_000, `click ${count + 1}`);
      return clickIndexOf(onsets[count]!.peak);
    };
    try {
      await client.play();
      await heardAfter(1);
      client.pause();
      const pausedAt = client.time();
      await sleep(300);
      const whilePaused = { level: probe.level(), clicks: onsets.length - 2 };
      await client.play();
      const afterResume = await heardAfter(onsets.length);
      client.seek(4 * FPS);
      const afterSeek = await heardAfter(onsets.length);
      client.stop();
      await sleep(300);
      return { pausedAt, whilePaused, afterResume, afterSeek, levelAfterStop: probe.level() };
    } finally {
      client.dispose();
    }
  },
};

declare global {
  interface Window {
    audioHarness: typeof audioHarness;
  }
}
window.audioHarness = audioHarness;
