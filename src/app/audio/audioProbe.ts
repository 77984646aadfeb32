/**
 * A tap on the preview's sound for end-to-end tests, off in the product: when localStorage holds
 * `avatarStudio.audioProbe` = `'1'` as the engine starts, `window.studioAudioProbe` reads the signal
 * that goes to the speakers (an AnalyserNode on the preview's output bus) and lets a test connect
 * its own nodes there. Nothing else reads the flag.
 */
export const AUDIO_PROBE_FLAG = 'avatarStudio.audioProbe';

/** What the tap offers a test. */
export type AudioProbe = {
  context: AudioContext;
  /** The preview's output bus (every sound, after its volume). */
  output: AudioNode;
  /** Peak amplitude of the last 2048 samples sent to the speakers, 0..1 (0: silence). */
  level(): number;
};

declare global {
  interface Window {
    studioAudioProbe?: AudioProbe;
  }
}

/** Installs the tap on `output` when the flag is set. */
export function attachAudioProbe(context: AudioContext, output: AudioNode): void {
  if (window.localStorage.getItem(AUDIO_PROBE_FLAG) !== '1') return;
  const analyser = new AnalyserNode(context, { fftSize: 2048 });
  output.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  window.studioAudioProbe = {
    context,
    output,
    level() {
      analyser.getFloatTimeDomainData(samples);
      return samples.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0);
    },
  };
}
