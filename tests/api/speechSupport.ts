import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '../../src/server/services/tts/runProcess.ts';
import type { TestServer } from '../support/testServer.ts';

/** A stored file's bytes fetched through the API (no token, as <audio> fetches it). */
export async function fetchFile(server: TestServer, address: string): Promise<Buffer> {
  const answer = await server.app.inject({ method: 'GET', url: address });
  if (answer.statusCode !== 200) throw new Error(`GET ${address}: ${answer.statusCode}`);
  return answer.rawPayload;
}

/** What ffprobe and ffmpeg's EBU R128 meter say of an audio file: duration (s), codec, sample rate, channels, integrated loudness (LUFS). */
export async function probeAudio(bytes: Buffer) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'speech-probe-'));
  try {
    const file = path.join(folder, 'audio');
    await fs.writeFile(file, bytes);
    const probe = await runProcess('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,sample_rate,channels', '-of', 'json', file], {
      timeoutMs: 30_000,
    });
    const { format, streams } = JSON.parse(probe.stdout.toString('utf8')) as {
      format: { duration: string };
      streams: { codec_name: string; sample_rate: string; channels: number }[];
    };
    const meter = await runProcess('ffmpeg', ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-'], { timeoutMs: 30_000 });
    const loudness = Number(/Integrated loudness:\s+I:\s+(-?[\d.]+) LUFS/.exec(meter.stderr)?.[1]);
    return { duration: Number(format.duration), codec: streams[0]!.codec_name, sampleRate: Number(streams[0]!.sample_rate), channels: streams[0]!.channels, loudness };
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** One speech box of a batch request. */
export const box = (_id: string, text: string, avatarSound: string, delay = 0) => ({ _id, text, avatarSound, delay });

/** Time limit of a test that synthesises: a few seconds of work, much longer while other suites load the 2 cores. */
export const SYNTHESIS_TEST_TIMEOUT_MS = 120_000;
