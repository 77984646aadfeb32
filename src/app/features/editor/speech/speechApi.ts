import { apiSlice } from '../../../api/apiSlice';
import { type SceneSpeechAnswer, type SpeechJob, speechRequestValues } from '../../../../scene/speech/sceneSpeechJobs';
import { resultOf } from '../../../../contract/reply';

/**
 * Every speech generation shares this cache key, so the panel, the play button and the scene all
 * see the one request in flight (which scenes it speaks, whether it failed).
 */
export const SPEECH_GENERATION_KEY = 'speech-generation';

/** Speech of whole scenes (spec 000 §7 `POST /api/audio/batch/`); merge tags are spoken with the project's fallbacks. */
export const speechApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    generateSpeech: build.mutation<SceneSpeechAnswer[], SpeechJob[]>({
      query: (jobs) => ({ url: '/api/audio/batch/', method: 'POST', body: { scenes: jobs.map((job) => job.items), mergeValues: speechRequestValues(jobs) } }),
      transformResponse: resultOf<SceneSpeechAnswer[]>,
    }),
  }),
});

export const { useGenerateSpeechMutation } = speechApi;
