import { loudnessVisemes } from '../../../../scene/speech/loudnessVisemes';
import type { VisemeTrack } from '../../../../scene/speech/visemeTrack';

/** Rate the sound is decoded at for its mouth track: plenty for loudness, small to hold. */
const DECODE_RATE = 16_000;

/** The decoded channels mixed to one. */
function mono(buffer: AudioBuffer): Float32Array {
  const mixed = new Float32Array(buffer.length);
  for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
    const samples = buffer.getChannelData(channel);
    for (let index = 0; index < samples.length; index += 1) mixed[index]! += samples[index]! / buffer.numberOfChannels;
  }
  return mixed;
}

/**
 * The avatar's mouth track for a speech sound without text (an upload or a recording): the file
 * is fetched and decoded by the browser and its loudness read (`loudnessVisemes`); with the
 * decoded length, seconds.
 * @param url - address of the sound (library files need no token)
 */
export async function speechSoundVisemes(url: string): Promise<{ visemes: VisemeTrack; duration: number }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The sound ${url} answered ${response.status}`);
  const decoder = new OfflineAudioContext({ numberOfChannels: 1, length: 1, sampleRate: DECODE_RATE });
  const buffer = await decoder.decodeAudioData(await response.arrayBuffer());
  return { visemes: loudnessVisemes(mono(buffer), buffer.sampleRate), duration: buffer.duration };
}
