/**
 * Test sounds as WAV files (32-bit float, one channel), made the same way in Node and in a page:
 * exact sample values survive `decodeAudioData` at the same sample rate.
 */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 4);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 4, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 3, true); // IEEE float
  view.setUint16(22, 1, true); // one channel
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 4, true);
  view.setUint16(32, 4, true);
  view.setUint16(34, 32, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 4, true);
  samples.forEach((sample, index) => view.setFloat32(44 + index * 4, sample, true));
  return bytes;
}

/** `seconds` of a sine tone of `frequency` Hz at peak `amplitude`. */
export function tone(seconds: number, sampleRate: number, amplitude: number, frequency = 440): Float32Array<ArrayBuffer> {
  return Float32Array.from({ length: Math.round(seconds * sampleRate) }, (_, index) => amplitude * Math.sin((2 * Math.PI * frequency * index) / sampleRate));
}

/**
 * A click track: a 5 ms pulse at 0.25 s and every 0.5 s after, click k (from 0) at peak
 * {@link clickAmplitude}(k), so a heard click tells which one it is.
 */
export function clickTrack(seconds: number, sampleRate: number): Float32Array<ArrayBuffer> {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let k = 0; clickTime(k) < seconds; k++) {
    const first = Math.round(clickTime(k) * sampleRate);
    samples.fill(clickAmplitude(k), first, Math.min(samples.length, first + Math.round(0.005 * sampleRate)));
  }
  return samples;
}

/** Where click k of {@link clickTrack} is, seconds into the file. */
export function clickTime(k: number): number {
  return 0.25 + 0.5 * k;
}

/** Steps between click levels; levels repeat every 16 clicks (8 s). */
export const CLICK_STEP = 0.04;

/** Peak of click k: 0.04, 0.08, … 0.64, then again. */
export function clickAmplitude(k: number): number {
  return CLICK_STEP * (1 + (k % 16));
}

/** Which click (mod 16) a measured peak is. */
export function clickIndexOf(peak: number): number {
  return Math.round(peak / CLICK_STEP) - 1;
}
