// Test support only: the avatar calls of the server, answered by msw.
import { http, HttpResponse } from 'msw';
import { AVATAR_CATALOGUE, avatarById } from '../../../src/scene/avatars/avatarCatalogue';
import { apiServer } from './apiServer';
import type { VoiceLanguage, VoiceOption } from '../../../src/contract/avatars';

const voice = (provider: VoiceOption['provider'], id: string, name: string, gender: VoiceOption['gender'], lang: string, languageId: number): VoiceOption => ({
  id,
  name,
  gender,
  lang,
  languageId,
  samples: `/api/avatars/voices/sample/${id}/`,
  provider,
});

/** Two languages as `GET /api/avatars/voices/` gives them: English (United States, with Cora) and German. */
export const TEST_LANGUAGES: VoiceLanguage[] = [
  {
    id: 131,
    name: 'English, United States',
    code: 'en-US',
    country: 'United States',
    voices: [voice('festival', 'festival-slt', 'Cora', 'female', 'en-US', 131), voice('flite', 'flite-rms', 'Ryan', 'male', 'en-US', 131)],
  },
  {
    id: 38,
    name: 'German, Germany',
    code: 'de-DE',
    country: 'Germany',
    image: '/flags/de.svg',
    voices: [voice('espeak', 'espeak-de-de-f', 'Katja', 'female', 'de-DE', 38), voice('espeak', 'espeak-de-de-m', 'Conrad', 'male', 'de-DE', 38)],
  },
];

/**
 * Answers the avatar routes: the faces, the languages with voices and the voice lookup, which
 * fails with a 500 when `failsVoiceLookup`. `more` answers further paths with the JSON bodies
 * given. Answers the bodies the voice lookup was sent.
 */
export function stubAvatarApi({ failsVoiceLookup = false, more = {} }: { failsVoiceLookup?: boolean; more?: Record<string, unknown> } = {}): { lookups: unknown[] } {
  const lookups: unknown[] = [];
  apiServer.use(
    http.get('*/api/avatars/image/', () => HttpResponse.json({ isError: false, message: '', count: AVATAR_CATALOGUE.length, results: AVATAR_CATALOGUE })),
    http.get('*/api/avatars/voices/', () => HttpResponse.json({ isError: false, message: '', result: TEST_LANGUAGES })),
    http.post('*/api/avatars/avatar_voices/', async ({ request }) => {
      const body = (await request.json()) as { languageId: number; avatarId: number };
      lookups.push(body);
      if (failsVoiceLookup) return HttpResponse.json({ isError: true, message: 'Server error.' }, { status: 500 });
      const gender = avatarById(body.avatarId)!.gender;
      const voices = TEST_LANGUAGES.find((language) => language.id === body.languageId)!.voices;
      return HttpResponse.json({ isError: false, message: '', results: [...voices.filter((one) => one.gender === gender), ...voices.filter((one) => one.gender !== gender)] });
    }),
    http.all('*', ({ request }) => {
      const path = new URL(request.url).pathname;
      return path in more ? HttpResponse.json(more[path] as never) : new HttpResponse('Not found', { status: 404 });
    }),
  );
  return { lookups };
}
