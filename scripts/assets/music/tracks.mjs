// The eight tracks of our music library: each a function of a Mix that plays its parts.
import { bass, bell, boom, clap, epiano, hat, highpass, hz, kick, lead, lowpass, Mix, pad, piano, pluck, seeded, snare, synthBass } from './synth.mjs';

/** Plays `bars` bars of 4 beats at `bpm`: `play(bar, beatSeconds, barStart)` per bar. */
function everyBar(bars, bpm, play) {
  const beat = 60 / bpm;
  for (let bar = 0; bar < bars; bar++) play(bar, beat, bar * 4 * beat);
}

/** Seconds of `bars` bars of 4 beats at `bpm`, plus a tail for the last notes to ring out. */
const lengthOf = (bars, bpm, tail) => (bars * 4 * 60) / bpm + tail;

/** A gentle fade over the last `seconds` of a stereo pair. */
function fadeOut([left, right], seconds) {
  const n = Math.round(seconds * 44100);
  for (let i = 0; i < n; i++) {
    const gain = (i / n) ** 2;
    left[left.length - 1 - i] *= gain;
    right[right.length - 1 - i] *= gain;
  }
  return [left, right];
}

/** Triad or seventh chords as MIDI notes, from a root and intervals. */
const chord = (root, ...intervals) => [root, ...intervals.map((step) => root + step)];
const major = (root) => chord(root, 4, 7);
const minor = (root) => chord(root, 3, 7);

function brightHorizons() {
  const bpm = 112;
  const bars = 28;
  const random = seeded(1);
  const mix = new Mix(lengthOf(bars, bpm, 3));
  const progression = [major(60), major(67), minor(69), major(65)];
  const melody = [76, 79, 81, 79, 76, 74, 72, 74];
  everyBar(bars, bpm, (bar, beat, start) => {
    const notes = progression[bar % 4];
    const isIntro = bar < 4;
    const isOutro = bar >= bars - 2;
    for (let step = 0; step < 16; step++) {
      const note = notes[[0, 1, 2, 1][step % 4]] + (step % 8 >= 4 ? 12 : 0);
      mix.add(pluck(hz(note), 0.6, { brightness: 0.55, random }), start + (step * beat) / 4, {
        gain: 0.22 * (step % 4 === 0 ? 1 : 0.7),
        pan: step % 2 ? 0.35 : -0.35,
        reverb: 0.25,
      });
    }
    mix.add(pad(hz(notes[0] - 12), beat * 4, { attack: 0.3, release: 0.8, cutoff: 1800 }), start, { gain: 0.12, reverb: 0.3 });
    for (const note of notes) mix.add(piano(hz(note), beat * 1.5), start, { gain: 0.12, pan: 0.1, reverb: 0.3 });
    if (isIntro) return;
    for (let eighth = 0; eighth < 8; eighth++) mix.add(bass(hz(notes[0] - 24), beat / 2 - 0.02), start + (eighth * beat) / 2, { gain: 0.35 });
    for (let b = 0; b < 4; b++) {
      mix.add(kick(), start + b * beat, { gain: 0.7 });
      if (b % 2) mix.add(clap(random), start + b * beat, { gain: 0.3, reverb: 0.3 });
      mix.add(hat(random), start + b * beat + beat / 2, { gain: 0.12, pan: 0.3 });
    }
    if (bar >= 12 && !isOutro) {
      const note = melody[(bar * 2) % melody.length];
      mix.add(lead(hz(note), beat * 1.5), start, { gain: 0.12, reverb: 0.3, delay: 0.25 });
      mix.add(lead(hz(melody[(bar * 2 + 1) % melody.length]), beat * 1.5), start + beat * 2, { gain: 0.12, reverb: 0.3, delay: 0.25 });
    }
  });
  mix.add(piano(hz(60), 2.5), (bars * 4 * 60) / bpm, { gain: 0.25, reverb: 0.4 });
  mix.add(piano(hz(64), 2.5), (bars * 4 * 60) / bpm, { gain: 0.2, reverb: 0.4 });
  mix.add(piano(hz(67), 2.5), (bars * 4 * 60) / bpm, { gain: 0.2, reverb: 0.4 });
  return fadeOut(mix.finish({ delaySeconds: (60 / bpm) * 0.75 }), 1.5);
}

function stillWater() {
  const bpm = 64;
  const bars = 20;
  const random = seeded(2);
  const mix = new Mix(lengthOf(bars, bpm, 6));
  const progression = [chord(62, 4, 7, 11), chord(59, 3, 7, 10), chord(55, 4, 7, 11), chord(57, 5, 7, 12)];
  everyBar(bars, bpm, (bar, beat, start) => {
    const notes = progression[bar % 4];
    notes.forEach((note, k) => mix.add(pad(hz(note), beat * 4, { attack: 2, release: 3, cutoff: 1100 }), start, { gain: 0.16, pan: (k - 1.5) * 0.3, reverb: 0.6 }));
    mix.add(pad(hz(notes[0] - 24), beat * 4, { attack: 1.5, release: 2, cutoff: 400 }), start, { gain: 0.22, reverb: 0.3 });
    for (let b = 0; b < 4; b++) {
      if (random() < 0.45)
        mix.add(bell(hz(notes[Math.floor(random() * 4)] + 24), 4), start + b * beat + (random() < 0.5 ? beat / 2 : 0), {
          gain: 0.07,
          pan: random() - 0.5,
          reverb: 0.7,
          delay: 0.4,
        });
    }
  });
  return fadeOut(mix.finish({ room: 0.9, damping: 0.3, delaySeconds: (60 / bpm) * 0.75, feedback: 0.45 }), 5);
}

function lateNightNotes() {
  const bpm = 80;
  const bars = 20;
  const random = seeded(3);
  const mix = new Mix(lengthOf(bars, bpm, 3));
  const progression = [chord(62, 3, 7, 10, 14), chord(55, 4, 7, 10, 14), chord(60, 4, 7, 11, 14), chord(57, 3, 7, 10, 14)];
  const swing = (eighth, beat) => (eighth * beat) / 2 + (eighth % 2 ? beat * 0.08 : 0);
  everyBar(bars, bpm, (bar, beat, start) => {
    const notes = progression[bar % 4];
    notes.forEach((note, k) => mix.add(epiano(hz(note), beat * 1.8), start + k * 0.012, { gain: 0.1, pan: (k - 2) * 0.15, reverb: 0.3 }));
    notes.slice(1).forEach((note, k) => mix.add(epiano(hz(note), beat * 0.8), start + beat * 2.5 + k * 0.012, { gain: 0.07, pan: 0.2, reverb: 0.3 }));
    mix.add(bass(hz(notes[0] - 24), beat * 1.5, { release: 0.15 }), start, { gain: 0.4 });
    mix.add(bass(hz(notes[2] - 24), beat * 0.9, { release: 0.15 }), start + beat * 2.5, { gain: 0.35 });
    if (bar < 2) return;
    mix.add(kick(), start, { gain: 0.6 });
    mix.add(kick(), start + swing(5, beat), { gain: 0.45 });
    mix.add(snare(random), start + beat, { gain: 0.3, reverb: 0.15 });
    mix.add(snare(random), start + beat * 3, { gain: 0.3, reverb: 0.15 });
    for (let eighth = 0; eighth < 8; eighth++) mix.add(hat(random, { length: 0.05 }), start + swing(eighth, beat), { gain: eighth % 2 ? 0.06 : 0.1, pan: 0.25 });
  });
  const [left, right] = mix.finish({ room: 0.7, damping: 0.6 });
  const crackle = seeded(33);
  for (let i = 0; i < left.length; i++) {
    if (crackle() < 0.0004) {
      const pop = (crackle() - 0.5) * 0.25;
      left[i] += pop;
      right[i] += pop * 0.8;
    }
    const hiss = (crackle() - 0.5) * 0.006;
    left[i] += hiss;
    right[i] += hiss;
  }
  return fadeOut([lowpass(left, 5200), lowpass(right, 5200)], 2);
}

function risingLight() {
  const bpm = 76;
  const bars = 16;
  const random = seeded(4);
  const mix = new Mix(lengthOf(bars, bpm, 6));
  const progression = [minor(57), major(53), major(60), major(55)];
  everyBar(bars, bpm, (bar, beat, start) => {
    const notes = progression[bar % 4];
    const swell = 0.35 + 0.65 * (bar / (bars - 1));
    notes.forEach((note, k) =>
      mix.add(pad(hz(note), beat * 4, { attack: 1.5, release: 2.5, cutoff: 900 + 1800 * swell, vibrato: 0.004 }), start, { gain: 0.14 * swell, pan: (k - 1) * 0.4, reverb: 0.5 }),
    );
    mix.add(pad(hz(notes[0] - 24), beat * 4, { attack: 1, release: 2, cutoff: 500 }), start, { gain: 0.25 * swell, reverb: 0.3 });
    if (bar >= 4) mix.add(boom(random), start, { gain: 0.5 * swell, reverb: 0.4 });
    if (bar >= 8) mix.add(boom(random), start + beat * 2.5, { gain: 0.35 * swell, reverb: 0.4 });
    if (bar >= 8)
      for (let b = 0; b < 8; b++)
        mix.add(pluck(hz(notes[b % 3] + 12), 0.5, { brightness: 0.4, random }), start + (b * beat) / 2, { gain: 0.12 * swell, pan: b % 2 ? 0.4 : -0.4, reverb: 0.4 });
    if (bar >= 12) mix.add(lead(hz(notes[2] + 12), beat * 3.5), start, { gain: 0.09, reverb: 0.6 });
  });
  const end = (bars * 4 * 60) / bpm;
  for (const note of [45, 57, 60, 64, 69]) mix.add(pad(hz(note), 2.5, { attack: 0.05, release: 3, cutoff: 2500 }), end, { gain: 0.18, reverb: 0.6 });
  mix.add(boom(random), end, { gain: 0.7, reverb: 0.5 });
  return fadeOut(mix.finish({ room: 0.9, damping: 0.35 }), 3);
}

function morningPluck() {
  const bpm = 96;
  const bars = 24;
  const random = seeded(5);
  const mix = new Mix(lengthOf(bars, bpm, 3));
  const progression = [major(55), major(62), minor(64), major(60)];
  const pattern = [0, 2, 1, 2, 3, 2, 1, 2];
  everyBar(bars, bpm, (bar, beat, start) => {
    const [root, third, fifth] = progression[bar % 4];
    const voicing = [root - 12, third, fifth, root + 12];
    pattern.forEach((index, eighth) => {
      const at = start + (eighth * beat) / 2 + (random() - 0.5) * 0.01;
      mix.add(pluck(hz(voicing[index]), 1.6, { brightness: 0.35, decay: 0.997, random }), at, { gain: 0.3 * (eighth === 0 ? 1 : 0.75), pan: (index - 1.5) * 0.25, reverb: 0.3 });
    });
    if (bar >= 4)
      for (let sixteenth = 0; sixteenth < 16; sixteenth++)
        mix.add(hat(random, { length: 0.09, attack: 0.02 }), start + (sixteenth * beat) / 4, { gain: sixteenth % 4 === 2 ? 0.09 : 0.04, pan: 0.4 });
    if (bar >= 8) mix.add(bass(hz(root - 24), beat * 1.8, { release: 0.3 }), start, { gain: 0.3 });
    if (bar >= 8) mix.add(bass(hz(fifth - 24), beat * 1.8, { release: 0.3 }), start + beat * 2, { gain: 0.25 });
  });
  mix.add(pluck(hz(43), 3, { brightness: 0.3, random }), (bars * 4 * 60) / bpm, { gain: 0.35, reverb: 0.4 });
  return fadeOut(mix.finish(), 2);
}

function forwardMotion() {
  const bpm = 120;
  const bars = 22;
  const random = seeded(6);
  const mix = new Mix(lengthOf(bars, bpm, 2.5));
  const progression = [minor(64), major(60), major(67), major(62)];
  everyBar(bars, bpm, (bar, beat, start) => {
    const notes = progression[bar % 4];
    for (let eighth = 0; eighth < 8; eighth++) mix.add(synthBass(hz(notes[0] - 24), beat / 2 - 0.04), start + (eighth * beat) / 2, { gain: 0.32 });
    mix.add(pad(hz(notes[1]), beat * 4, { attack: 0.4, release: 1, cutoff: 1600 }), start, { gain: 0.1, pan: -0.3, reverb: 0.4 });
    mix.add(pad(hz(notes[2]), beat * 4, { attack: 0.4, release: 1, cutoff: 1600 }), start, { gain: 0.1, pan: 0.3, reverb: 0.4 });
    if (bar >= 2) for (let b = 0; b < 4; b++) mix.add(kick(), start + b * beat, { gain: 0.75 });
    if (bar >= 4)
      for (let b = 0; b < 4; b++) {
        if (b % 2) mix.add(snare(random), start + b * beat, { gain: 0.3, reverb: 0.2 });
        mix.add(hat(random), start + b * beat + beat / 2, { gain: 0.14, pan: -0.2 });
        mix.add(hat(random, { length: 0.03 }), start + b * beat + beat / 4, { gain: 0.06, pan: 0.3 });
      }
    if (bar >= 8 && bar < bars - 1)
      for (let sixteenth = 0; sixteenth < 16; sixteenth++) {
        const note = notes[sixteenth % 3] + 12 + (sixteenth % 8 >= 6 ? 12 : 0);
        mix.add(epiano(hz(note), beat / 4, { release: 0.15 }), start + (sixteenth * beat) / 4, { gain: 0.07, pan: sixteenth % 2 ? 0.5 : -0.5, delay: 0.3 });
      }
  });
  const end = (bars * 4 * 60) / bpm;
  mix.add(kick(), end, { gain: 0.8 });
  for (const note of [52, 64, 67, 71]) mix.add(pad(hz(note), 1.5, { attack: 0.02, release: 1.2, cutoff: 2200 }), end, { gain: 0.14, reverb: 0.5 });
  return fadeOut(mix.finish({ delaySeconds: (60 / bpm) * 0.75 }), 1.5);
}

function sunnySteps() {
  const bpm = 116;
  const bars = 22;
  const random = seeded(7);
  const mix = new Mix(lengthOf(bars, bpm, 2.5));
  const progression = [major(65), major(60), minor(62), major(58)];
  const tune = [
    [72, 0, 1],
    [74, 1, 0.5],
    [76, 1.5, 1],
    [77, 2.5, 0.5],
    [76, 3, 1],
  ];
  everyBar(bars, bpm, (bar, beat, start) => {
    const notes = progression[bar % 4];
    for (const [at, length] of [
      [0, 0.4],
      [1, 0.3],
      [1.5, 0.4],
      [2.5, 0.3],
      [3, 0.4],
    ]) {
      notes.forEach((note, k) =>
        mix.add(pluck(hz(note + 12), length + 0.3, { brightness: 0.6, decay: 0.992, random }), start + at * beat + k * 0.008, { gain: 0.13, pan: 0.2, reverb: 0.2 }),
      );
    }
    mix.add(bass(hz(notes[0] - 24), beat * 0.9), start, { gain: 0.35 });
    mix.add(bass(hz(notes[2] - 24), beat * 0.9), start + beat * 2, { gain: 0.3 });
    if (bar >= 2)
      for (let b = 0; b < 4; b++) {
        mix.add(kick(), start + b * beat, { gain: b % 2 ? 0.4 : 0.65 });
        if (b % 2) mix.add(clap(random), start + b * beat, { gain: 0.32, reverb: 0.25 });
        mix.add(hat(random, { length: 0.08, attack: 0.01 }), start + b * beat + beat / 2, { gain: 0.1, pan: -0.3 });
      }
    if (bar >= 6 && bar % 8 < 6 && bar < bars - 1) {
      const shift = [0, -5, -3, -7][bar % 4];
      for (const [note, at, length] of tune) mix.add(lead(hz(note + shift), length * beat * 0.9), start + at * beat, { gain: 0.14, reverb: 0.3, delay: 0.2 });
    }
  });
  const end = (bars * 4 * 60) / bpm;
  for (const note of [65, 69, 72, 77]) mix.add(pluck(hz(note), 2, { brightness: 0.5, random }), end, { gain: 0.2, reverb: 0.3 });
  return fadeOut(mix.finish({ delaySeconds: 60 / bpm / 2 }), 1.2);
}

function quietFocus() {
  const bpm = 66;
  const bars = 18;
  const random = seeded(8);
  const mix = new Mix(lengthOf(bars, bpm, 6));
  const progression = [major(60), minor(57), major(53), major(55)];
  everyBar(bars, bpm, (bar, beat, start) => {
    const [root, third, fifth] = progression[bar % 4];
    mix.add(piano(hz(root - 12), beat * 4), start, { gain: 0.25, reverb: 0.45 });
    [root, fifth, third + 12, fifth].forEach((note, k) =>
      mix.add(piano(hz(note), beat * 2), start + k * beat + (random() - 0.5) * 0.015, { gain: 0.17 - k * 0.015, pan: (k - 1.5) * 0.2, reverb: 0.45 }),
    );
    if (bar >= 8 && bar % 2 === 0) mix.add(piano(hz(third + 24), beat * 3), start + beat * 2.5, { gain: 0.1, pan: 0.3, reverb: 0.5 });
    if (bar >= 4) mix.add(pad(hz(root), beat * 4, { attack: 2, release: 3, cutoff: 700 }), start, { gain: 0.06, reverb: 0.5 });
  });
  const end = (bars * 4 * 60) / bpm;
  for (const note of [48, 60, 64, 67]) mix.add(piano(hz(note), 4), end, { gain: 0.18, reverb: 0.5 });
  const [left, right] = mix.finish({ room: 0.88, damping: 0.45 });
  return fadeOut([highpass(left, 30), highpass(right, 30)], 4);
}

/** The library: file name, display name, mood and how the track is played. */
export const TRACKS = [
  { file: 'bright-horizons', name: 'Bright Horizons', mood: 'Upbeat corporate', play: brightHorizons },
  { file: 'still-water', name: 'Still Water', mood: 'Calm ambient', play: stillWater },
  { file: 'late-night-notes', name: 'Late Night Notes', mood: 'Lo-fi', play: lateNightNotes },
  { file: 'rising-light', name: 'Rising Light', mood: 'Cinematic', play: risingLight },
  { file: 'morning-pluck', name: 'Morning Pluck', mood: 'Acoustic', play: morningPluck },
  { file: 'forward-motion', name: 'Forward Motion', mood: 'Tech pulse', play: forwardMotion },
  { file: 'sunny-steps', name: 'Sunny Steps', mood: 'Happy', play: sunnySteps },
  { file: 'quiet-focus', name: 'Quiet Focus', mood: 'Piano', play: quietFocus },
];
