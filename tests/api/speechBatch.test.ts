import { beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_TEXT_MAX_LENGTH } from '../../src/scene/speech/speechScript.ts';
import { speechServiceFor } from '../../src/server/services/tts/speechServices.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';
import { box, fetchFile, probeAudio, SYNTHESIS_TEST_TIMEOUT_MS } from './speechSupport.ts';

const { server, call } = useTestServer();
let token: string;

beforeAll(async () => {
  token = await signUpAndLogIn(call, server.smtp, 'speaker@example.com');
});

const batch = (scenes: unknown, extra: Record<string, unknown> = {}) => call('POST', '/api/audio/batch/', { token, body: { scenes, ...extra } });
const stats = () => ({ ...speechServiceFor(server.context).stats });

/** Checks a scene's answer against its audio file: format, duration by ffprobe, loudness about -16 LUFS, the viseme track covering it exactly. */
async function expectConsistentScene(scene: { combineData: { sound: string; soundDuration: number }; visemes: { start: number; end: number; viseme: string }[] }) {
  const audio = await probeAudio(await fetchFile(server, scene.combineData.sound));
  expect(audio).toMatchObject({ codec: 'aac', sampleRate: 48_000, channels: 1 });
  expect(Math.abs(audio.duration - scene.combineData.soundDuration)).toBeLessThanOrEqual(0.01);
  expect(Math.abs(audio.loudness - -16)).toBeLessThanOrEqual(1.5);
  expect(scene.visemes[0]!.start).toBe(0);
  expect(Math.abs(scene.visemes.at(-1)!.end - audio.duration)).toBeLessThanOrEqual(0.01);
  scene.visemes.slice(1).forEach((cue, index) => expect(cue.start).toBe(scene.visemes[index]!.end));
  expect(scene.visemes.some((cue) => cue.viseme !== 'rest')).toBe(true);
}

describe('POST /api/audio/batch/', () => {
  it(
    'speaks boxes with Cora (Festival HTS), joined with their delays, loudness normalised',
    async () => {
      const answer = await batch([[box('a', 'Hello there, my name is Cora.', 'festival-slt', 3), box('b', 'Welcome to the studio.', 'festival-slt', 1)]]);
      expect(answer.status).toBe(200);
      const [scene] = answer.body.result;
      expect(scene.combineData.sound).toMatch(/^\/api\/audio\/speech\/[\w-]{43}\.m4a$/);
      await expectConsistentScene(scene);
      // The first box starts at 0 whatever its delay; the second one second after the first ends.
      const [first, second] = scene.items;
      expect(first).toMatchObject({ _id: 'a', start: 0 });
      expect(second._id).toBe('b');
      expect(second.start).toBeCloseTo(first.duration + 1, 3);
      expect(scene.combineData.soundDuration).toBeCloseTo(second.start + second.duration, 3);
      expect(scene.words.map((word: { word: string }) => word.word.toLowerCase())).toEqual(['hello', 'there', 'my', 'name', 'is', 'cora', 'welcome', 'to', 'the', 'studio']);
      expect(scene.words[6].start).toBeGreaterThanOrEqual(second.start);
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );

  it(
    'speaks with a Flite voice and fills merge tags with their default fallbacks, or the values sent',
    async () => {
      const sample = (await batch([[box('1', 'Hi {{first_name}} from {{company}}!', 'flite-rms')]])).body.result[0];
      await expectConsistentScene(sample);
      expect(sample.words.map((word: { word: string }) => word.word)).toEqual(['Hi', 'there', 'from', 'your', 'team']);
      const personal = (await batch([[box('1', 'Hi {{first_name}} from {{company}}!', 'flite-rms')]], { mergeValues: { first_name: 'Dana' } })).body.result[0];
      expect(personal.words.map((word: { word: string }) => word.word)).toEqual(['Hi', 'Dana', 'from', 'your', 'team']);
      expect(personal.combineData.sound).not.toBe(sample.combineData.sound);
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );

  it(
    'speaks other languages with espeak-ng (German and Spanish)',
    async () => {
      const answer = await batch([[box('de', 'Guten Tag, ich heiße Katja.', 'espeak-de-de-f')], [box('es', 'Buenos días, me llamo Jorge.', 'espeak-es-mx-m')]]);
      expect(answer.status).toBe(200);
      const [german, spanish] = answer.body.result;
      await expectConsistentScene(german);
      await expectConsistentScene(spanish);
      expect(german.words.map((word: { word: string }) => word.word)).toEqual(['Guten', 'Tag', 'ich', 'heiße', 'Katja']);
      expect(spanish.words.map((word: { word: string }) => word.word)).toContain('días');
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );

  it(
    'answers an unchanged scene from the cache, and synthesises only the changed box of a changed scene',
    async () => {
      const scene = [box('x', 'The cache keeps this sentence.', 'flite-slt'), box('y', 'And this one.', 'flite-slt', 0.5)];
      const first = await batch([scene]);
      const before = stats();
      const again = await batch([scene.map((item, index) => ({ ...item, _id: `copy-${index}` }))]);
      expect(stats()).toEqual(before);
      expect(again.body.result[0].combineData).toEqual(first.body.result[0].combineData);
      expect(again.body.result[0].visemes).toEqual(first.body.result[0].visemes);
      expect(again.body.result[0].items.map((item: { _id: string }) => item._id)).toEqual(['copy-0', 'copy-1']);

      const changed = await batch([[scene[0], box('y', 'And this other one.', 'flite-slt', 0.5)]]);
      expect(changed.status).toBe(200);
      expect(stats()).toEqual({ syntheses: before.syntheses + 1, encodings: before.encodings + 1 });
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );

  it(
    'makes identical concurrent requests share one synthesis',
    async () => {
      const before = stats();
      const scene = [box('c', 'Two callers, one synthesis.', 'espeak-en-gb-f')];
      const [first, second] = await Promise.all([batch([scene]), batch([scene])]);
      expect(second.body.result[0].combineData).toEqual(first.body.result[0].combineData);
      expect(stats()).toEqual({ syntheses: before.syntheses + 1, encodings: before.encodings + 1 });
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );

  it('is silent for blank boxes: no sound, no length', async () => {
    const answer = await batch([[box('a', '  ', 'festival-slt'), box('b', '', 'festival-slt', 2)]]);
    expect(answer.body.result).toEqual([
      {
        combineData: { sound: null, soundDuration: 0 },
        visemes: [],
        words: [],
        items: [
          { _id: 'a', start: 0, duration: 0 },
          { _id: 'b', start: 0, duration: 0 },
        ],
      },
    ]);
  });

  it(
    'serves the audio with byte ranges and refuses names that are not speech files',
    async () => {
      const [scene] = (await batch([[box('r', 'Ranges.', 'flite-kal16')]])).body.result;
      const ranged = await server.app.inject({ method: 'GET', url: scene.combineData.sound, headers: { range: 'bytes=0-9' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['content-type']).toBe('audio/mp4');
      expect(ranged.rawPayload).toHaveLength(10);
      expect((await server.app.inject({ method: 'GET', url: '/api/audio/speech/../secret' })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: '/api/audio/speech/secret' })).statusCode).toBe(400);
      expect((await server.app.inject({ method: 'GET', url: `/api/audio/speech/${'a'.repeat(43)}.m4a` })).statusCode).toBe(404);
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );

  it('refuses bad input with 400s that name the field', async () => {
    const empty = await batch([]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual({ scenes: { message: 'Send at least one scene.' } });
    const unknownVoice = await batch([[box('a', 'Hi', 'festival-slt'), box('b', 'Hi', 'robot-9000')]]);
    expect(unknownVoice.status).toBe(400);
    expect(unknownVoice.body.message).toEqual({ 'scenes.0.1.avatarSound': { message: 'Unknown voice.' } });
    const tooLong = await batch([[box('a', 'a'.repeat(SPEECH_TEXT_MAX_LENGTH + 1), 'festival-slt')]]);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message['scenes.0.0.text'].message).toBe(`A speech box holds at most ${SPEECH_TEXT_MAX_LENGTH} characters.`);
    const longScene = await batch([Array.from({ length: 5 }, (_, index) => box(String(index), 'a'.repeat(SPEECH_TEXT_MAX_LENGTH), 'flite-slt'))]);
    expect(longScene.body.message).toEqual({ 'scenes.0': { message: 'At most 4000 characters of speech per scene.' } });
    const tooMuch = await batch(Array.from({ length: 25 }, () => [box('a', 'a'.repeat(SPEECH_TEXT_MAX_LENGTH), 'flite-slt')]));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message.scenes.message).toBe('At most 20000 characters of speech per request.');
    expect((await batch([[]])).body.message).toEqual({ 'scenes.0': { message: 'A scene needs at least one speech box.' } });
    expect((await batch([[box('a', 'Hi', 'festival-slt', 10.5)]])).status).toBe(400);
    expect((await batch([[{ ...box('a', 'Hi', 'festival-slt'), rate: 3 }]])).status).toBe(400);
    expect((await call('POST', '/api/audio/batch/', { token, body: { scenes: 'hello' } })).status).toBe(400);
  });

  it(
    'says which voice cannot read the text',
    async () => {
      const answer = await batch([[box('a', 'こんにちは', 'festival-slt')]]);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Cora reads English text only.');
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );

  it('needs a session', async () => {
    expect((await call('POST', '/api/audio/batch/', { body: { scenes: [[box('a', 'Hi', 'festival-slt')]] } })).status).toBe(401);
  });
});
