import { liveSceneIds } from '../../../../scene/ops/sceneOrder';
import type { AppThunk } from '../../../store';
import { editDocument } from '../state/editDocument';
import { SPEECH_GENERATION_KEY, speechApi } from './speechApi';
import { speechJobsToRun, withGeneratedSpeech } from '../../../../scene/speech/sceneSpeechJobs';

/**
 * Generates the speech of the scenes of `sceneIds` whose typed script or voice changed since their
 * sound was made, in one request, and stores it in the document as one undo step. The scenes stay
 * disabled while it loads (`useSpeechGeneration`).
 * @returns whether every scene now has its speech (true at once when none needed any); false when the request failed
 */
export function generateSpeech(sceneIds: readonly number[]): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const document = getState().editor.document;
    const jobs = document ? speechJobsToRun(document, sceneIds) : [];
    if (jobs.length === 0) return true;
    const request = dispatch(speechApi.endpoints.generateSpeech.initiate(jobs, { fixedCacheKey: SPEECH_GENERATION_KEY }));
    try {
      const answers = await request.unwrap();
      dispatch(editDocument((current) => withGeneratedSpeech(current, jobs, answers)));
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * Before a play from stopped (spec 000 §4: "play from stopped fetches speech data"): generates the
 * changed speech of the scenes the play goes through, from the scene at `sceneIndex` to the end.
 * @returns false when the speech could not be made
 */
export function generateSpeechFrom(sceneIndex: number): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => {
    const document = getState().editor.document;
    return dispatch(generateSpeech(document ? liveSceneIds(document).slice(sceneIndex) : []));
  };
}
