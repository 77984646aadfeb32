import type { PcmAudio } from '../../engine/export/exportMp4';
import { audioMixPlan } from '../../scene/audioMix';
import { MIX_CHANNELS, MIX_SAMPLE_RATE } from '../../scene/soundTrackFormat';
import type { TimelineDocument } from '../../scene/timing';
import { scheduleMix } from '../audio/scheduleSound';
import { SoundBuffers } from '../audio/soundBuffers';

/**
 * The project's sound for its first `seconds`, stereo at {@link MIX_SAMPLE_RATE}: the same mix plan
 * as the preview plays (`audioMixPlan`: speech, music with its adjustLength and volume, video
 * sound), rendered on an OfflineAudioContext as fast as the machine allows. Files that cannot be
 * decoded stay silent and are named in `silent`.
 * @param onDecoded - called as each file is decoded, with how many are (the render's heartbeat)
 */
export async function mixProjectAudio(
  document: TimelineDocument,
  seconds: number,
  onDecoded: (count: number) => void = () => undefined,
): Promise<{ audio: PcmAudio; silent: Record<string, string> }> {
  const context = new OfflineAudioContext({ numberOfChannels: MIX_CHANNELS, length: Math.max(1, Math.round(seconds * MIX_SAMPLE_RATE)), sampleRate: MIX_SAMPLE_RATE });
  const buffers = new SoundBuffers(context);
  const plan = audioMixPlan(document);
  let decoded = 0;
  for (const src of new Set(plan.map((sound) => sound.src))) void buffers.load(src).then(() => onDecoded(++decoded));
  await scheduleMix(context, context.destination, plan, buffers, { contextTime: 0, projectTime: 0 });
  const mixed = await context.startRendering();
  return { audio: { sampleRate: MIX_SAMPLE_RATE, channels: [mixed.getChannelData(0), mixed.getChannelData(1)] }, silent: buffers.failed() };
}
