// Test support only: the avatar calls of the server, answered in jsdom by a stubbed fetch.
import { vi } from 'vitest';
import { AVATAR_CATALOGUE, avatarById } from '../../../src/scene/avatars/avatarCatalogue';
import type { VoiceLanguage, VoiceOption } from '../../../src/app/features/editor/avatar/avatarsApi';

const voice = (id: string, name: string, gender: VoiceOption['gender'], lang: string, languageId: number): VoiceOption => ({
  id,
  name,
  gender,
  lang,
  languageId,
  samples: `/api/avatars/voices/sample/${id}/`,
});

/** Two languages as `GET /api/avatars/voices/` gives them: English (United States, with Cora) and German. */
export const TEST_LANGUAGES: VoiceLanguage[] = [
  {
    id: 131,
    name: 'English, United States',
    code: 'en-US',
    country: 'United States',
    voices: [voice('festival-slt', 'Cora', 'female', 'en-US', 131), voice('flite-rms', 'Ryan', 'male', 'en-US', 131)],
  },
  {
    id: 38,
    name: 'German, Germany',
    code: 'de-DE',
    country: 'Germany',
    image: '/flags/de.svg',
    voices: [voice('espeak-de-de-f', 'Katja', 'female', 'de-DE', 38), voice('espeak-de-de-m', 'Conrad', 'male', 'de-DE', 38)],
  },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs `fetch` (and `Request`, for page-relative addresses) with the avatar routes: the faces,
 * the languages with voices and the voice lookup, which fails with a 500 when `failsVoiceLookup`.
 * `more` answers further paths with the JSON bodies given. Answers the bodies the voice lookup was sent.
 */
export function stubAvatarApi({ failsVoiceLookup = false, more = {} }: { failsVoiceLookup?: boolean; more?: Record<string, unknown> } = {}): { lookups: unknown[] } {
  const lookups: unknown[] = [];
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname;
    if (path === '/api/avatars/image/') return json({ isError: false, message: '', count: AVATAR_CATALOGUE.length, results: AVATAR_CATALOGUE });
    if (path === '/api/avatars/voices/') return json({ isError: false, message: '', result: TEST_LANGUAGES });
    if (path === '/api/avatars/avatar_voices/') {
      const body = (await input.json()) as { languageId: number; avatarId: number };
      lookups.push(body);
      if (failsVoiceLookup) return json({ isError: true, message: 'Server error.' }, 500);
      const gender = avatarById(body.avatarId)!.gender;
      const voices = TEST_LANGUAGES.find((language) => language.id === body.languageId)!.voices;
      return json({ isError: false, message: '', results: [...voices.filter((one) => one.gender === gender), ...voices.filter((one) => one.gender !== gender)] });
    }
    if (path in more) return json(more[path]);
    return new Response('Not found', { status: 404 });
  });
  return { lookups };
}
