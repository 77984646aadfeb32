import { beforeAll, describe, expect, it } from 'vitest';
import { samplePreparationOf } from '../../src/server/routes/speech/voiceRoutes.ts';
import { speechServiceFor } from '../../src/server/services/tts/speechServices.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';
import { fetchFile, probeAudio, SYNTHESIS_TEST_TIMEOUT_MS } from './speechSupport.ts';

const { server, call } = useTestServer();
let token: string;

beforeAll(async () => {
  token = await signUpAndLogIn(call, server.smtp, 'voices@example.com');
});

const avatarVoices = (body: unknown) => call('POST', '/api/avatars/avatar_voices/', { token, body });
const names = (voices: { name: string }[]) => voices.map((voice) => voice.name);

describe('GET /api/avatars/voices/', () => {
  it('lists the languages with their voices, Cora first under English, United States (131)', async () => {
    const answer = await call('GET', '/api/avatars/voices/', { token });
    expect(answer.status).toBe(200);
    const languages = answer.body.result;
    expect(languages.length).toBeGreaterThan(100);
    const english = languages.find((language: { id: number }) => language.id === 131);
    expect(english).toMatchObject({ name: 'English, United States', code: 'en-US', country: 'United States' });
    expect(english.voices[0]).toEqual({
      id: 'festival-slt',
      name: 'Cora',
      gender: 'female',
      lang: 'en-US',
      languageId: 131,
      samples: '/api/avatars/voices/sample/festival-slt/',
      provider: 'festival',
    });
    expect(names(english.voices)).toEqual(['Cora', 'Sally', 'Ryan', 'Angus', 'Kevin', 'Emma', 'Ethan']);
    const german = languages.find((language: { code: string }) => language.code === 'de-DE');
    expect(german.voices.map((voice: { name: string; gender: string }) => [voice.name, voice.gender])).toEqual([
      ['Katja', 'female'],
      ['Conrad', 'male'],
    ]);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/avatars/voices/')).status).toBe(401);
  });
});

describe('POST /api/avatars/avatar_voices/', () => {
  it("lists a language's voices with the avatar's gender first", async () => {
    const forMarcus = await avatarVoices({ languageId: 131, avatarId: 2 });
    expect(forMarcus.status).toBe(200);
    expect(names(forMarcus.body.results)).toEqual(['Ryan', 'Angus', 'Kevin', 'Ethan', 'Cora', 'Sally', 'Emma']);
    expect(names((await avatarVoices({ languageId: 131, avatarId: 4 })).body.results)[0]).toBe('Cora');
    expect(names((await avatarVoices({ languageId: '38', avatarId: '2' })).body.results)).toEqual(['Conrad', 'Katja']);
  });

  it('orders by the gender sent when no avatar is named, and keeps the catalogue order without either', async () => {
    expect(names((await avatarVoices({ languageId: 38, gender: 'male' })).body.results)).toEqual(['Conrad', 'Katja']);
    expect(names((await avatarVoices({ languageId: 38 })).body.results)).toEqual(['Katja', 'Conrad']);
  });

  it('refuses unknown languages and avatars with 400s keyed by field', async () => {
    const language = await avatarVoices({ languageId: 9999, avatarId: 4 });
    expect(language.status).toBe(400);
    expect(language.body.message).toEqual({ languageId: { message: 'Unknown language.' } });
    expect((await avatarVoices({ languageId: 131, avatarId: 999 })).body.message).toEqual({ avatarId: { message: 'Unknown avatar.' } });
    expect((await avatarVoices({ avatarId: 4 })).status).toBe(400);
    expect((await avatarVoices({ languageId: 131, gender: 'robot' })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/avatars/avatar_voices/', { body: { languageId: 131 } })).status).toBe(401);
  });
});

describe('GET /api/avatars/voices/sample/{id}/', () => {
  it(
    'makes a sample not prepared yet on its first request, then answers from the cache',
    async () => {
      const first = await server.app.inject({ method: 'GET', url: '/api/avatars/voices/sample/espeak-de-de-m/' });
      expect(first.statusCode).toBe(302);
      expect(first.headers.location).toMatch(/^\/api\/audio\/speech\/[\w-]{43}\.m4a$/);
      const audio = await probeAudio(await fetchFile(server, first.headers.location as string));
      expect(audio.codec).toBe('aac');
      expect(audio.duration).toBeGreaterThan(1);
      const before = { ...speechServiceFor(server.context).stats };
      const again = await server.app.inject({ method: 'GET', url: '/api/avatars/voices/sample/espeak-de-de-m/' });
      expect(again.headers.location).toBe(first.headers.location);
      expect(speechServiceFor(server.context).stats).toEqual(before);
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );

  it('answers 404 for an unknown voice', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/avatars/voices/sample/robot-9000/' })).statusCode).toBe(404);
  });
});

describe('voice samples prepared after start-up (VOICE_SAMPLES=prepare, the default)', () => {
  const prepared = useTestServer({ VOICE_SAMPLES: 'prepare' });

  it(
    'has the samples of the default language made in the background, so that their first request finds them stored',
    async () => {
      await prepared.server.app.ready();
      const preparation = samplePreparationOf(prepared.server.context)!;
      expect(await preparation.prepared('festival-slt')).toBe(true);
      expect(await preparation.prepared('flite-rms')).toBe(true);
      // Stopped here so that the counts below see only what the requests do.
      await preparation.stop();
      const speech = speechServiceFor(prepared.server.context);
      const before = { ...speech.stats };
      for (const voiceId of ['festival-slt', 'flite-rms']) {
        const answer = await prepared.server.app.inject({ method: 'GET', url: `/api/avatars/voices/sample/${voiceId}/` });
        expect(answer.statusCode).toBe(302);
        const audio = await probeAudio(await fetchFile(prepared.server, answer.headers.location as string));
        expect(audio.codec).toBe('aac');
        expect(audio.duration).toBeGreaterThan(1);
      }
      // No synthesis and no encoding: the requests found the samples already stored.
      expect(speech.stats).toEqual(before);
    },
    SYNTHESIS_TEST_TIMEOUT_MS,
  );

  it('is not started with VOICE_SAMPLES=on-request', () => {
    expect(samplePreparationOf(server.context)).toBeUndefined();
  });
});

describe('the API reference', () => {
  it('documents the speech calls, with the choices made where the spec is silent', async () => {
    const paths = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json().paths;
    expect(paths['/api/avatars/voices/'].get.summary).toBe('The speech languages with their voices.');
    expect(paths['/api/avatars/avatar_voices/'].post.description).toContain("avatar's gender first");
    expect(paths['/api/audio/batch/'].post.description).toContain('-16 LUFS');
    expect(paths['/api/audio/batch/'].post.description).toContain('{{first_name}} is "there"');
    expect(Object.keys(paths)).toContain('/api/audio/speech/{name}');
  });
});
