import { readApiError } from '../../../api/apiError';
import { useAppSelector } from '../../../hooks';
import { SPEECH_GENERATION_KEY, useGenerateSpeechMutation } from './speechApi';
import { speechJobsToRun } from '../../../../scene/speech/sceneSpeechJobs';

/**
 * The speech generation as it concerns scene `sceneId`, whose speech is not made yet: whether it
 * is being made (the scene is disabled meanwhile) and why the last try failed. A scene whose
 * speech is made is never loading nor failed.
 */
export function useSpeechGeneration(sceneId: number): { isLoading: boolean; error: string | null } {
  const [, { isLoading, isError, error }] = useGenerateSpeechMutation({ fixedCacheKey: SPEECH_GENERATION_KEY });
  const isWaiting = useAppSelector((state) => {
    const document = state.editor.document;
    return (isLoading || isError) && document !== null && speechJobsToRun(document, [sceneId]).length > 0;
  });
  return { isLoading: isWaiting && isLoading, error: isWaiting && isError ? readApiError(error).message : null };
}
