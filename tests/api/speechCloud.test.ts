import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../src/server/services/tts/wavFile.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';
import { box, fetchFile, probeAudio, SYNTHESIS_TEST_TIMEOUT_MS } from './speechSupport.ts';

/** The peer's speech: 0.4 s of silence, 1 s of a voice-like buzz, 0.3 s of silence, at 24 kHz. */
const PEER_SPEECH = { onset: 0.4, offset: 1.4, duration: 1.7, sampleRate: 24_000 };

function peerWav(): Buffer {
  const { onset, offset, duration, sampleRate } = PEER_SPEECH;
  const samples = Int16Array.from({ length: duration * sampleRate }, (_, index) => {
    const time = index / sampleRate;
    if (time < onset || time >= offset) return 0;
    return Math.round(8000 * Math.sin(2 * Math.PI * 160 * time) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * time)));
  });
  return encodeWav(samples, sampleRate);
}

/** A local HTTP peer speaking OpenAI's `POST /v1/audio/speech`: Bearer key, JSON body, WAV answer. */
async function startSpeechPeer(apiKey: string) {
  const requests: { authorization: string | undefined; body: Record<string, unknown> }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      requests.push({ authorization: request.headers.authorization, body });
      if (request.method !== 'POST' || request.url !== '/v1/audio/speech') return response.writeHead(404).end();
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        return response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"Incorrect API key provided"}}');
      }
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(peerWav());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

const peer = await startSpeechPeer('sk-test-key');
afterAll(() => peer.close());

const cloud = { TTS_CLOUD_URL: peer.url, TTS_CLOUD_MODEL: 'tts-test' };
const { server, call } = useTestServer({ ...cloud, TTS_CLOUD_API_KEY: 'sk-test-key' });
const wrongKey = useTestServer({ ...cloud, TTS_CLOUD_API_KEY: 'sk-wrong' });
let token: string;
let wrongKeyToken: string;

beforeAll(async () => {
  token = await signUpAndLogIn(call, server.smtp, 'cloud@example.com');
  wrongKeyToken = await signUpAndLogIn(wrongKey.call, wrongKey.server.smtp, 'cloud@example.com');
});

describe('cloud voices (OpenAI-compatible speech endpoint)', () => {
  it('are listed under English, United States with first names', async () => {
    const english = (await call('GET', '/api/avatars/voices/', { token })).body.result.find((language: { id: number }) => language.id === 131);
    const cloudVoices = english.voices.filter((voice: { provider: string }) => voice.provider === 'cloud');
    expect(cloudVoices.map((voice: { id: string; name: string }) => [voice.id, voice.name])).toEqual([
      ['cloud-nova', 'Nora'],
      ['cloud-shimmer', 'Sienna'],
      ['cloud-alloy', 'Alice'],
      ['cloud-echo', 'Eric'],
      ['cloud-fable', 'Felix'],
      ['cloud-onyx', 'Owen'],
    ]);
  });

  it(
    "speak through the endpoint, timed by a local reference moved onto the cloud audio's speech",
    async () => {
      const answer = await call('POST', '/api/audio/batch/', { token, body: { scenes: [[{ ...box('a', 'Hello from the cloud.', 'cloud-nova'), rate: 1.25 }]] } });
      expect(answer.status).toBe(200);
      expect(peer.requests).toEqual([
        { authorization: 'Bearer sk-test-key', body: { model: 'tts-test', input: 'Hello from the cloud.', voice: 'nova', response_format: 'wav', speed: 1.25 } },
      ]);
      const [scene] = answer.body.result;
      const audio = await probeAudio(await fetchFile(server, scene.combineData.sound));
      expect(Math.abs(audio.duration - PEER_SPEECH.duration)).toBeLessThanOrEqual(0.01);
      expect(scene.combineData.soundDuration).toBeCloseTo(PEER_SPEECH.duration, 2);
      expect(scene.visemes.at(-1).end).toBe(scene.combineData.soundDuration);
      const spoken = scene.visemes.filter((cue: { viseme: string }) => cue.viseme !== 'rest');
      expect(Math.abs(spoken[0].start - PEER_SPEECH.onset)).toBeLessThanOrEqual(0.02);
      expect(Math.abs(spoken.at(-1).end - PEER_SPEECH.offset)).toBeLessThanOrEqual(0.02);
      expect(scene.words.map((word: { word: string }) => word.word)).toEqual(['Hello', 'from', 'the', 'cloud']);
      expect(scene.words[0].start).toBeGreaterThanOrEqual(PEER_SPEECH.onset - 0.02);

      const again = await call('POST', '/api/audio/batch/', { token, body: { scenes: [[{ ...box('a', 'Hello from the cloud.', 'cloud-nova'), rate: 1.25 }]] } });
      expect(again.body.result[0].combineData).toEqual(scene.combineData);
      expect(peer.requests).toHaveLength(1);
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );

  it('answer 502 when the endpoint refuses the key', async () => {
    const answer = await wrongKey.call('POST', '/api/audio/batch/', { token: wrongKeyToken, body: { scenes: [[box('a', 'Hello again.', 'cloud-echo')]] } });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ isError: true, message: 'Speech synthesis failed. Please try again.', result: null });
  });
});
