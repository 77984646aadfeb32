import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarVoicesReplySchema, voiceLanguageSchema } from '../../../contract/avatars.ts';
import { replySchema } from '../../../contract/reply.ts';
import { avatarById } from '../../../scene/avatars/avatarCatalogue.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, ok } from '../../http/reply.ts';
import { countryOf } from '../../services/tts/languages.ts';
import { SPEECH_FILE_ROUTE } from '../../services/tts/sceneSpeechAnswers.ts';
import { speechServiceFor } from '../../services/tts/speechServices.ts';
import type { CatalogueVoice } from '../../services/tts/voiceCatalogue.ts';
import { prepareVoiceSamples, type SamplePreparation } from '../../services/tts/voiceSamples.ts';
import { speechFailure } from './speechReplies.ts';

/** Where a voice's sample is fetched. */
const SAMPLE_ROUTE = '/api/avatars/voices/sample/';

/** A voice as the voice grid shows it (spec 000 §3 "Voice: id, name, gender, samples, lang"). */
const publicVoice = (voice: CatalogueVoice) => ({
  id: voice.id,
  name: voice.name,
  gender: voice.gender,
  lang: voice.language.code,
  languageId: voice.language.id,
  samples: `${SAMPLE_ROUTE}${voice.id}/`,
  provider: voice.provider.id,
});

const voiceFields =
  'Each voice: {id, name (a first name), gender ("female" or "male"), lang (BCP 47 code), languageId, samples (address of a short sample, prepared after start-up), provider ("festival", "flite", "cloud" or "espeak")}.';

const preparations = new WeakMap<AppContext, SamplePreparation>();

/** The background preparation of a server's voice samples; undefined with VOICE_SAMPLES=on-request or before the server is ready. */
export function samplePreparationOf(context: AppContext): SamplePreparation | undefined {
  return preparations.get(context);
}

/**
 * Voices and languages (spec 000 §7 `GET /api/avatars/voices/`, `POST /api/avatars/avatar_voices/`)
 * and voice samples, which are prepared in the background once the server is ready (without
 * delaying it) unless VOICE_SAMPLES is `on-request`.
 */
export function voiceRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(context.db);
  const speech = speechServiceFor(context);
  // Not awaited: start-up does not wait for the samples.
  app.addHook('onReady', async () => {
    if (context.config.voiceSamples !== 'prepare') return;
    preparations.set(
      context,
      prepareVoiceSamples(speech, (voice, error) => app.log.warn({ err: error, voiceId: voice.id }, 'voice sample not prepared')),
    );
  });
  // The speech service itself is closed with the server, after the jobs that also speak (`closeSpeechService`).
  app.addHook('onClose', async () => {
    await preparations.get(context)?.stop();
  });

  routes.get(
    '/api/avatars/voices/',
    {
      onRequest,
      schema: {
        summary: 'The speech languages with their voices.',
        description: `result: languages by name, each {id, name ("Language, Country"), code (BCP 47), country, voices}. ${voiceFields} Language ids are stable; 131 is English, United States, whose first voice, Cora, is the default. Every language has a female and a male voice (espeak-ng); English also has Festival's and Flite's voices, and the cloud voices when the server is configured for them. No flag images (image) are given.`,
        response: { 200: replySchema(z.array(voiceLanguageSchema)) },
      },
    },
    () =>
      ok(
        speech.catalogue.languages.map((language) => ({
          id: language.id,
          name: language.name,
          code: language.code,
          country: countryOf(language),
          voices: speech.catalogue.languageVoices(language.id).map(publicVoice),
        })),
      ),
  );

  routes.post(
    '/api/avatars/avatar_voices/',
    {
      onRequest,
      schema: {
        summary: "A language's voices for an avatar, those of the avatar's gender first.",
        description: `Answers {isError, message, results}: the voices of languageId, those matching the avatar's gender first (each group in catalogue order), so the first result is the voice to switch to when the avatar changes. ${voiceFields} avatarId names an avatar of GET /api/avatars/image/; without it, gender (optional) orders the voices. An unknown language or avatar is a 400 keyed by field.`,
        body: z.object({
          languageId: z.coerce
            .number()
            .int()
            .refine((id) => speech.catalogue.language(id) !== undefined, 'Unknown language.'),
          avatarId: z.coerce
            .number()
            .int()
            .refine((id) => avatarById(id) !== undefined, 'Unknown avatar.')
            .optional(),
          gender: z.enum(['female', 'male']).optional(),
        }),
        response: { 200: avatarVoicesReplySchema },
      },
    },
    (request) => {
      const { languageId, avatarId, gender } = request.body;
      const avatarGender = avatarId === undefined ? gender : avatarById(avatarId)?.gender;
      return { isError: false, message: '', results: speech.catalogue.languageVoices(languageId, avatarGender).map(publicVoice) };
    },
  );

  routes.get(
    `${SAMPLE_ROUTE}:voiceId/`,
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        summary: "A voice's short sample: a redirect to its audio file.",
        description: `No token needed (samples play in <audio>). English voices introduce themselves; others say their name and count to five in their language. The offline voices' samples are made in the background after start-up (default voice and its language first) and stored; one not made yet (or a cloud voice's) is made on request (a few seconds). Answers 302 to ${SPEECH_FILE_ROUTE}{name}.m4a. Unknown voice: 404.`,
        params: z.object({ voiceId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      if (!speech.catalogue.voice(request.params.voiceId)) throw new ApiError(404, 'Not found.');
      const sample = await speech.voiceSample(request.params.voiceId).catch((error: unknown) => {
        throw speechFailure(request, error);
      });
      return reply.redirect(`${SPEECH_FILE_ROUTE}${sample.file}`, 302);
    },
  );
}
