// The instruments and effects our music library is played with: plain oscillators, envelopes,
// Karplus-Strong strings, noise drums, a Freeverb-style room and a stereo delay (no samples).

export const RATE = 44100;

/** A seeded random source (mulberry32), so every run makes the same tracks. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Frequency of a MIDI note (69 = A4 = 440 Hz). */
export const hz = (midi) => 440 * 2 ** ((midi - 69) / 12);

const samples = (seconds) => Math.max(1, Math.round(seconds * RATE));

/** Attack, hold-until-release, release envelope with exponential decay while held. */
function envelope(n, { attack, decay = Infinity, sustain = 1, release, held }) {
  const env = new Float32Array(n);
  const attackN = Math.max(1, attack * RATE);
  const heldN = held * RATE;
  for (let i = 0; i < n; i++) {
    const level = i < attackN ? i / attackN : sustain + (1 - sustain) * Math.exp(-(i - attackN) / (decay * RATE));
    const releaseGain = i < heldN ? 1 : Math.exp(-(i - heldN) / ((release * RATE) / 5));
    env[i] = level * releaseGain;
  }
  return env;
}

/** One-pole low-pass, in place. */
export function lowpass(buffer, cutoff) {
  const a = Math.exp((-2 * Math.PI * cutoff) / RATE);
  let y = 0;
  for (let i = 0; i < buffer.length; i++) buffer[i] = y = (1 - a) * buffer[i] + a * y;
  return buffer;
}

/** One-pole high-pass, in place. */
export function highpass(buffer, cutoff) {
  const a = Math.exp((-2 * Math.PI * cutoff) / RATE);
  let low = 0;
  for (let i = 0; i < buffer.length; i++) {
    low = (1 - a) * buffer[i] + a * low;
    buffer[i] -= low;
  }
  return buffer;
}

/** Plucked string (Karplus-Strong): a burst of filtered noise circulating in a damped delay line. */
export function pluck(freq, seconds, { brightness = 0.5, decay = 0.996, random = Math.random } = {}) {
  const n = samples(seconds);
  const out = new Float32Array(n);
  const period = Math.max(2, Math.round(RATE / freq));
  const line = new Float32Array(period);
  let smooth = 0;
  for (let i = 0; i < period; i++) line[i] = smooth = brightness * (random() * 2 - 1) + (1 - brightness) * smooth;
  let index = 0;
  for (let i = 0; i < n; i++) {
    const next = (index + 1) % period;
    const value = line[index];
    line[index] = decay * 0.5 * (value + line[next]);
    out[i] = value;
    index = next;
  }
  const fade = samples(0.05);
  for (let i = 0; i < Math.min(fade, n); i++) out[n - 1 - i] *= i / fade;
  return out;
}

/** Electric piano: a sine carrier with a decaying 1:1 modulator (a soft bell at the attack). */
export function epiano(freq, seconds, { release = 0.6 } = {}) {
  const n = samples(seconds + release);
  const env = envelope(n, { attack: 0.005, decay: 1.2, sustain: 0.25, release, held: seconds });
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const index = 1.6 * Math.exp(-t * 4);
    const tremolo = 1 - 0.08 * (1 - Math.cos(2 * Math.PI * 4.5 * t));
    out[i] = env[i] * tremolo * Math.sin(2 * Math.PI * freq * t + index * Math.sin(2 * Math.PI * freq * t));
  }
  return out;
}

/** Piano-like tone: decaying harmonics, the higher ones faster, slightly stretched. */
export function piano(freq, seconds, { release = 0.8 } = {}) {
  const n = samples(seconds + release);
  const env = envelope(n, { attack: 0.003, decay: 2.5, sustain: 0, release, held: seconds });
  const out = new Float32Array(n);
  const partials = [1, 0.5, 0.3, 0.18, 0.1, 0.06, 0.03];
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    let value = 0;
    partials.forEach((gain, k) => {
      const h = k + 1;
      if (freq * h < 12000) value += gain * Math.exp(-t * (0.6 + h * 0.9)) * Math.sin(2 * Math.PI * freq * h * (1 + 0.0004 * h * h) * t);
    });
    out[i] = env[i] * value;
  }
  return out;
}

/** Warm pad: three slightly detuned saw waves, low-passed, with slow attack and release. */
export function pad(freq, seconds, { attack = 1.2, release = 2, cutoff = 1400, vibrato = 0 } = {}) {
  const n = samples(seconds + release);
  const env = envelope(n, { attack, release, held: seconds });
  const out = new Float32Array(n);
  const detunes = [-0.006, 0, 0.0055];
  const phases = detunes.map((_, k) => k / 3);
  for (let i = 0; i < n; i++) {
    const wobble = 1 + vibrato * Math.sin(2 * Math.PI * 5 * (i / RATE));
    let value = 0;
    detunes.forEach((detune, k) => {
      phases[k] = (phases[k] + (freq * (1 + detune) * wobble) / RATE) % 1;
      value += 2 * phases[k] - 1;
    });
    out[i] = (env[i] * value) / 3;
  }
  return lowpass(lowpass(out, cutoff), cutoff);
}

/** Round bass: sine with a little second harmonic and soft saturation. */
export function bass(freq, seconds, { release = 0.08 } = {}) {
  const n = samples(seconds + release);
  const env = envelope(n, { attack: 0.008, decay: 0.6, sustain: 0.7, release, held: seconds });
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    out[i] = env[i] * Math.tanh(1.4 * (Math.sin(2 * Math.PI * freq * t) + 0.3 * Math.sin(4 * Math.PI * freq * t)));
  }
  return out;
}

/** Pulsing synth bass: a filtered square wave. */
export function synthBass(freq, seconds) {
  const n = samples(seconds + 0.05);
  const env = envelope(n, { attack: 0.004, decay: 0.15, sustain: 0.5, release: 0.05, held: seconds });
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = env[i] * (((i * freq) / RATE) % 1 < 0.5 ? 1 : -1);
  return lowpass(lowpass(out, 900), 900);
}

/** Whistle-like lead: sine with delayed vibrato and a touch of third harmonic. */
export function lead(freq, seconds) {
  const n = samples(seconds + 0.15);
  const env = envelope(n, { attack: 0.03, release: 0.15, held: seconds });
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const vibrato = 1 + 0.006 * Math.min(1, t / 0.3) * Math.sin(2 * Math.PI * 5.5 * t);
    phase += (freq * vibrato) / RATE;
    out[i] = env[i] * (Math.sin(2 * Math.PI * phase) + 0.12 * Math.sin(6 * Math.PI * phase));
  }
  return out;
}

/** Bell: inharmonic FM (ratio 3.5) with a long decay. */
export function bell(freq, seconds = 3) {
  const n = samples(seconds);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const amp = Math.exp(-t * 1.6) * Math.min(1, t / 0.002);
    out[i] = amp * Math.sin(2 * Math.PI * freq * t + 2 * Math.exp(-t * 2) * Math.sin(2 * Math.PI * freq * 3.5 * t));
  }
  return out;
}

/** Kick drum: a sine falling from 130 Hz to 45 Hz. */
export function kick() {
  const n = samples(0.45);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    phase += (45 + 85 * Math.exp(-t * 30)) / RATE;
    out[i] = Math.exp(-t * 9) * Math.sin(2 * Math.PI * phase) + (t < 0.004 ? 0.4 * (1 - t / 0.004) : 0);
  }
  return out;
}

/** Snare: a band of noise over a short 190 Hz tone. */
export function snare(random) {
  const n = samples(0.25);
  const noise = new Float32Array(n);
  for (let i = 0; i < n; i++) noise[i] = (random() * 2 - 1) * Math.exp((-i / RATE) * 22);
  highpass(lowpass(noise, 6000), 900);
  for (let i = 0; i < n; i++) noise[i] += 0.5 * Math.exp((-i / RATE) * 30) * Math.sin((2 * Math.PI * 190 * i) / RATE);
  return noise;
}

/** Hand clap: three quick noise bursts then a short tail. */
export function clap(random) {
  const n = samples(0.3);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const burst = [0, 0.011, 0.022].some((start) => t >= start && t < start + 0.008) ? 1 : 0;
    out[i] = (random() * 2 - 1) * (burst * 0.8 + (t > 0.022 ? Math.exp(-(t - 0.022) * 18) : 0));
  }
  return highpass(lowpass(out, 5000), 1000);
}

/** Closed hi-hat (or a shaker with a slower attack): high-passed noise, very short. */
export function hat(random, { length = 0.06, attack = 0.001 } = {}) {
  const n = samples(length);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    out[i] = (random() * 2 - 1) * Math.min(1, t / attack) * Math.exp(-t / (length / 4));
  }
  return highpass(highpass(out, 7000), 7000);
}

/** Low drum hit for swells: a falling sine with a noisy skin. */
export function boom(random) {
  const n = samples(2.5);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    phase += (55 + 30 * Math.exp(-t * 6)) / RATE;
    out[i] = Math.exp(-t * 1.8) * Math.sin(2 * Math.PI * phase) + 0.15 * (random() * 2 - 1) * Math.exp(-t * 25);
  }
  return lowpass(out, 900);
}

/** A stereo bus: notes are added at a time, gain and pan; some go to the reverb and delay sends. */
export class Mix {
  constructor(seconds) {
    const n = samples(seconds);
    this.length = n;
    this.left = new Float32Array(n);
    this.right = new Float32Array(n);
    this.reverbSend = new Float32Array(n);
    this.delaySend = new Float32Array(n);
  }

  add(sound, atSeconds, { gain = 1, pan = 0, reverb = 0, delay = 0 } = {}) {
    const start = Math.round(atSeconds * RATE);
    const leftGain = gain * Math.cos(((pan + 1) * Math.PI) / 4);
    const rightGain = gain * Math.sin(((pan + 1) * Math.PI) / 4);
    for (let i = 0; i < sound.length; i++) {
      const at = start + i;
      if (at < 0 || at >= this.length) continue;
      const value = sound[i];
      this.left[at] += value * leftGain;
      this.right[at] += value * rightGain;
      this.reverbSend[at] += value * gain * reverb;
      this.delaySend[at] += value * gain * delay;
    }
  }

  /** Runs the sends through the room and the echo and returns the finished stereo pair. */
  finish({ room = 0.84, damping = 0.4, delaySeconds = 0.375, feedback = 0.35 } = {}) {
    const [wetLeft, wetRight] = reverb(this.reverbSend, room, damping);
    const echoLeft = echo(this.delaySend, delaySeconds, feedback, 0);
    const echoRight = echo(this.delaySend, delaySeconds, feedback, delaySeconds / 2);
    for (let i = 0; i < this.length; i++) {
      this.left[i] += wetLeft[i] + echoLeft[i];
      this.right[i] += wetRight[i] + echoRight[i];
    }
    return [this.left, this.right];
  }
}

/** A feedback delay, low-passed on each repeat; `offset` shifts one side for width. */
function echo(input, seconds, feedback, offset) {
  const out = new Float32Array(input.length);
  const lag = Math.round(seconds * RATE);
  const shift = Math.round(offset * RATE);
  let smooth = 0;
  for (let i = 0; i < input.length; i++) {
    const back = i - lag;
    const repeated = back >= 0 ? out[back] * feedback + input[back] * 0.6 : 0;
    smooth = 0.7 * smooth + 0.3 * repeated;
    out[i] = smooth;
  }
  if (shift === 0) return out;
  const shifted = new Float32Array(input.length);
  shifted.set(out.subarray(0, input.length - shift), shift);
  return shifted;
}

/** Freeverb-style room: eight damped combs and four all-passes per side, the right side spread. */
function reverb(input, room, damping) {
  const combs = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
  const allpasses = [556, 441, 341, 225];
  const side = (spread) => {
    const out = new Float32Array(input.length);
    for (const length of combs) {
      const line = new Float32Array(length + spread);
      let index = 0;
      let store = 0;
      for (let i = 0; i < input.length; i++) {
        const value = line[index];
        store = value * (1 - damping) + store * damping;
        line[index] = input[i] * 0.015 + store * room;
        out[i] += value;
        index = (index + 1) % line.length;
      }
    }
    for (const length of allpasses) {
      const line = new Float32Array(length + spread);
      let index = 0;
      for (let i = 0; i < out.length; i++) {
        const buffered = line[index];
        const value = out[i];
        line[index] = value + buffered * 0.5;
        out[i] = buffered - value;
        index = (index + 1) % line.length;
      }
    }
    return out;
  };
  return [side(0), side(23)];
}
