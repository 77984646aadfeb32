import type { SoundMix } from '../../scene/soundPieces';
import { MIX_CHANNELS, MIX_SAMPLE_RATE } from '../../scene/soundTrackFormat';
import { scheduleSound } from '../audio/scheduleSound';
import type { SoundBuffers } from '../audio/soundBuffers';

/**
 * Mixes one piece of a sound track (`soundPieces`) on an OfflineAudioContext of its length, each
 * sound started and stopped on its whole samples, as the whole track's mix plays it
 * (`mixProjectAudio`): the same decoded files (`buffers`, decoded at `MIX_SAMPLE_RATE`), nodes and
 * gains. Files that cannot be decoded stay silent (`buffers.failed()` says why).
 * @param onDecoded - called as each file is decoded, with how many are (the render's heartbeat)
 * @returns the samples, stereo interleaved (left, right, left, …): raw f32 as stored
 */
export async function mixSoundPiece(mix: SoundMix, buffers: SoundBuffers, onDecoded: (count: number) => void = () => undefined): Promise<Float32Array> {
  const context = new OfflineAudioContext({ numberOfChannels: MIX_CHANNELS, length: Math.max(1, mix.samples), sampleRate: MIX_SAMPLE_RATE });
  let decoded = 0;
  const sources = [...new Set(mix.sounds.map((sound) => sound.src))];
  const loaded = new Map(await Promise.all(sources.map(async (src) => [src, await buffers.load(src).finally(() => onDecoded(++decoded))] as const)));
  for (const sound of mix.sounds) {
    const buffer = loaded.get(sound.src);
    if (buffer) scheduleSound(context, context.destination, sound, buffer, { when: sound.from / MIX_SAMPLE_RATE, offset: sound.offset, stopAt: sound.to / MIX_SAMPLE_RATE });
  }
  const rendered = await context.startRendering();
  const channels = Array.from({ length: MIX_CHANNELS }, (_, channel) => rendered.getChannelData(channel));
  const interleaved = new Float32Array(mix.samples * MIX_CHANNELS);
  for (let sample = 0; sample < mix.samples; sample++) {
    for (let channel = 0; channel < MIX_CHANNELS; channel++) interleaved[sample * MIX_CHANNELS + channel] = channels[channel]![sample]!;
  }
  return interleaved;
}
