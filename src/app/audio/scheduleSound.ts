import { type MixSound, soundTimeAt } from '../../scene/audioMix';
import type { SoundBuffers } from './soundBuffers';

/** Ties the project timeline to an audio context's time: project time `projectTime` plays at context time `contextTime`. */
export type MixAnchor = { contextTime: number; projectTime: number };

/** When a sound's node starts and stops, context seconds, and where in its file it starts, seconds. */
export type NodeTiming = { when: number; offset: number; stopAt: number };

/** A sound playing (or due to play) on an audio context: its source node and its gain. */
export type ScheduledSound = { source: AudioBufferSourceNode; gain: GainNode };

/**
 * When to start and stop a sound of the plan under `anchor`, starting no earlier than context time
 * `earliest`: a sound already under way joins where it is at that moment (its file position from
 * `soundTimeAt`). Null when it ends by then.
 * @param sound - a sound of `audioMixPlan`
 * @param anchor - where the project timeline sits on the context's time
 * @param earliest - the first context time a node can still start at, seconds
 */
export function nodeTiming(sound: MixSound, anchor: MixAnchor, earliest: number): NodeTiming | null {
  const contextTimeOf = (projectTime: number) => anchor.contextTime + (projectTime - anchor.projectTime);
  const from = Math.max(sound.start, anchor.projectTime + (earliest - anchor.contextTime));
  if (from >= sound.end) return null;
  return { when: contextTimeOf(from), offset: soundTimeAt(sound, from), stopAt: contextTimeOf(sound.end) };
}

/**
 * Plays `buffer` as `sound` on any audio context (the preview's, or an OfflineAudioContext for
 * tests and the export): a source node with the sound's rate and loop range, through a gain of its
 * volume, into `destination`, started and stopped at `timing`.
 */
export function scheduleSound(
  context: BaseAudioContext,
  destination: AudioNode,
  sound: Pick<MixSound, 'playbackRate' | 'loop' | 'volume'>,
  buffer: AudioBuffer,
  timing: NodeTiming,
): ScheduledSound {
  const source = new AudioBufferSourceNode(context, {
    buffer,
    playbackRate: sound.playbackRate,
    loop: sound.loop !== null,
    loopStart: sound.loop?.start ?? 0,
    loopEnd: sound.loop?.end ?? 0,
  });
  const gain = new GainNode(context, { gain: sound.volume });
  source.connect(gain).connect(destination);
  source.start(timing.when, timing.offset);
  source.stop(timing.stopAt);
  source.addEventListener('ended', () => gain.disconnect());
  return { source, gain };
}

/**
 * Schedules a whole plan on `context` once every sound is decoded: the export's mix on an
 * OfflineAudioContext (project time `anchor.projectTime`, a segment's start, at context time
 * `anchor.contextTime`, usually 0). Silent files are left out.
 */
export async function scheduleMix(
  context: BaseAudioContext,
  destination: AudioNode,
  plan: readonly MixSound[],
  buffers: SoundBuffers,
  anchor: MixAnchor,
): Promise<ScheduledSound[]> {
  const decoded = await Promise.all(plan.map((sound) => buffers.load(sound.src)));
  return plan.flatMap((sound, index) => {
    const buffer = decoded[index];
    const timing = nodeTiming(sound, anchor, anchor.contextTime);
    return buffer && timing ? [scheduleSound(context, destination, sound, buffer, timing)] : [];
  });
}
