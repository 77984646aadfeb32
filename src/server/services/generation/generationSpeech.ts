import type { ProjectDocument } from '../../../scene/document.ts';
import { liveSceneIds } from '../../../scene/ops/sceneOrder.ts';
import { speechJobsToRun, withGeneratedSpeech } from '../../../scene/speech/sceneSpeechJobs.ts';
import { speakBatchScene, type SpokenSceneAnswer } from '../tts/sceneSpeechAnswers.ts';
import type { SpeechService } from '../tts/speechService.ts';

/**
 * The document with the speech of every live scene whose typed speech has no sound for its
 * script, voice and merge values (`speechJobsToRun`: a template copy never played, a script changed
 * since): spoken by the server's speech service exactly as `POST /api/audio/batch/` speaks it
 * (cached by content, so what the editor already made costs nothing) and stored as the editor
 * stores it (`withGeneratedSpeech`: sound, mouth track, scene lengths). The same document when
 * every scene already has its speech.
 * @param values - the merge values spoken (`mergeValuesOf`: the project's fallbacks)
 * @param onSpoken - told `done` of `total` scenes spoken, from 0 before the first
 */
export async function withProjectSpeech(
  speech: SpeechService,
  doc: ProjectDocument,
  values: Readonly<Record<string, string>>,
  onSpoken: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<ProjectDocument> {
  const jobs = speechJobsToRun(doc, liveSceneIds(doc), values);
  if (jobs.length === 0) return doc;
  const answers: SpokenSceneAnswer[] = [];
  onSpoken(0, jobs.length);
  // One scene after the other, as the route does: the service already uses every core for a scene's boxes.
  for (const job of jobs) {
    signal.throwIfAborted();
    answers.push(await speakBatchScene(speech, job.items, job.mergeValues));
    onSpoken(answers.length, jobs.length);
  }
  return withGeneratedSpeech(doc, jobs, answers);
}
