// `npm run bench -- mailgif`: the mail GIF of the first 3 s of a 1080p video (issue 19), made by
// makeMailPictures (play button, palette, held under 1 MB), beside ffmpeg's default GIF conversion
// of the same 3 s (`ffmpeg -i in.mp4 -t 3 out.gif`: what a naive pipeline would send), in the same run.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MAIL_GIF_MAX_BYTES, makeMailPictures } from '../src/server/services/mail/mailPicture.ts';
import { writeResultsSection } from './resultsFile.ts';

const run = promisify(execFile);
const runs = Number(process.env.BENCH_RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

// prettier-ignore
async function makeSource(file: string, filter: string | null) {
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '4',
    ...(filter ? ['-vf', filter] : []), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file]);
}

const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'mailgif-bench-'));
try {
  const sources = [
    { name: 'testsrc2 1080p25', file: path.join(folder, 'calm.mp4'), filter: null, runs },
    { name: 'testsrc2 1080p25 + grain on every pixel', file: path.join(folder, 'noisy.mp4'), filter: 'noise=alls=80:allf=t+u', runs: 1 },
  ];
  const lines = [
    `first 3 s of a 4 s 1080p H.264 video, ${runs} run(s) (median time), budget ${MAIL_GIF_MAX_BYTES} bytes, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  ];
  for (const source of sources) {
    await makeSource(source.file, source.filter);
    const ours: { ms: number; bytes: number; detail: string }[] = [];
    const naive: { ms: number; bytes: number }[] = [];
    for (let index = 0; index < source.runs; index += 1) {
      const work = await fs.mkdtemp(path.join(folder, 'work-'));
      const made = await timed(() => makeMailPictures(source.file, work));
      const { gif, jpeg } = made.value;
      ours.push({
        ms: made.ms,
        bytes: gif.bytes,
        detail: `${gif.width}x${gif.height} ${gif.fps} fps ${gif.colors} colours, ${gif.tries} tr${gif.tries === 1 ? 'y' : 'ies'} (${gif.attempts.map((attempt) => attempt.bytes).join(', ')} bytes); JPEG ${jpeg.width}x${jpeg.height} ${jpeg.bytes} bytes`,
      });
      const naiveFile = path.join(work, 'naive.gif');
      const plain = await timed(() => run('ffmpeg', ['-v', 'error', '-y', '-i', source.file, '-t', '3', naiveFile]));
      naive.push({ ms: plain.ms, bytes: (await fs.stat(naiveFile)).size });
      await fs.rm(work, { recursive: true, force: true });
    }
    const [ourMs, naiveMs, ourBytes, naiveBytes] = [median(ours.map((entry) => entry.ms)), median(naive.map((entry) => entry.ms)), ours[0]!.bytes, naive[0]!.bytes];
    lines.push(
      '',
      `${source.name}:`,
      `ours (mail GIF + JPEG)                ${String(ourBytes).padStart(10)} bytes  ${ourMs.toFixed(0).padStart(6)} ms   ${ours[0]!.detail}`,
      `peer (ffmpeg -i in.mp4 -t 3 out.gif)  ${String(naiveBytes).padStart(10)} bytes  ${naiveMs.toFixed(0).padStart(6)} ms   1920x1080 25 fps`,
      `ratio peer/ours: ${(naiveBytes / ourBytes).toFixed(1)}x the bytes, ${(naiveMs / ourMs).toFixed(2)}x the time; under budget: ${ourBytes <= MAIL_GIF_MAX_BYTES ? 'yes' : 'NO'} (peer: ${naiveBytes <= MAIL_GIF_MAX_BYTES ? 'yes' : 'no'})`,
    );
  }
  console.log(`\n${lines.join('\n')}`);
  if (!process.env.BENCH_RUNS) writeResultsSection('mailgif', ['## mailgif', '', `${new Date().toISOString().slice(0, 10)}:`, '', '```', ...lines, '```']);
} finally {
  await fs.rm(folder, { recursive: true, force: true });
}
