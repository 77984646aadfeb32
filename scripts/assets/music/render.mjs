// Makes the music library: plays each track of tracks.mjs with our synthesiser, brings it to
// -16 LUFS (ffmpeg's loudnorm, two passes, true peak at most -1.5 dBTP) and encodes it to MP3
// (libmp3lame, 128 kbit/s) under public/library/music/, with tracks.json (names, moods,
// durations read back with ffprobe). Run: node scripts/assets/music/render.mjs [--spectrograms DIR]
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RATE } from './synth.mjs';
import { TRACKS } from './tracks.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const outDir = path.join(root, 'public/library/music');
const spectrogramFlag = process.argv.indexOf('--spectrograms');
const spectrogramDir = spectrogramFlag > 0 ? path.resolve(process.argv[spectrogramFlag + 1]) : null;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'music-'));

/** A 32-bit float stereo WAV of the pair, scaled so its peak is at -3 dBFS. */
function wavOf([left, right]) {
  let peak = 0;
  for (let i = 0; i < left.length; i++) peak = Math.max(peak, Math.abs(left[i]), Math.abs(right[i]));
  const scale = 0.708 / peak;
  const data = Buffer.alloc(left.length * 8);
  for (let i = 0; i < left.length; i++) {
    data.writeFloatLE(left[i] * scale, i * 8);
    data.writeFloatLE(right[i] * scale, i * 8 + 4);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(3, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 8, 28);
  header.writeUInt16LE(8, 32);
  header.writeUInt16LE(32, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const ffmpeg = (...args) => execFileSync('ffmpeg', ['-hide_banner', '-nostats', '-y', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
const loudness = 'I=-16:TP=-1.5:LRA=11';

const manifest = [];
for (const [index, track] of TRACKS.entries()) {
  const wavFile = path.join(work, `${track.file}.wav`);
  fs.writeFileSync(wavFile, wavOf(track.play()));
  // loudnorm prints its measurement on stderr.
  const firstPass = spawnSync('ffmpeg', ['-hide_banner', '-nostats', '-i', wavFile, '-af', `loudnorm=${loudness}:print_format=json`, '-f', 'null', '-'], {
    encoding: 'utf8',
  }).stderr;
  const stats = JSON.parse(firstPass.slice(firstPass.lastIndexOf('{')));
  const second = `loudnorm=${loudness}:measured_I=${stats.input_i}:measured_TP=${stats.input_tp}:measured_LRA=${stats.input_lra}:measured_thresh=${stats.input_thresh}:offset=${stats.target_offset}:linear=true`;
  const mp3File = path.join(outDir, `${track.file}.mp3`);
  ffmpeg(
    '-i',
    wavFile,
    '-af',
    `${second},aresample=${RATE}`,
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    '-map_metadata',
    '-1',
    '-metadata',
    `title=${track.name}`,
    '-metadata',
    'artist=Avatar Studio',
    mp3File,
  );
  const duration = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', mp3File], { encoding: 'utf8' }));
  manifest.push({ id: index + 1, file: `${track.file}.mp3`, name: track.name, mood: track.mood, time: Math.round(duration * 100) / 100 });
  if (spectrogramDir) {
    fs.mkdirSync(spectrogramDir, { recursive: true });
    ffmpeg('-i', mp3File, '-lavfi', 'showspectrumpic=s=1024x256:legend=1', path.join(spectrogramDir, `${track.file}.png`));
  }
  fs.rmSync(wavFile);
  console.log(`${track.file}.mp3: ${duration.toFixed(2)} s, measured ${stats.input_i} LUFS before levelling`);
}
fs.writeFileSync(path.join(outDir, 'tracks.json'), `${JSON.stringify(manifest, null, 2)}\n`);
fs.rmSync(work, { recursive: true, force: true });
