import type { ProjectDocument } from '../../../scene/document.ts';
import { mergeValuesOf } from '../../../scene/mergeFallbacks.ts';
import { speechJobsToRun, withGeneratedSpeech } from '../../../scene/speech/sceneSpeechJobs.ts';
import { sceneOrder } from '../../../scene/timing.ts';
import { sceneSpeechReply } from '../../routes/speech/speechReplies.ts';
import type { SpeechService } from './speechService.ts';

/**
 * The document with the speech of every scene whose typed script has no sound for its words and
 * voice yet (`speechJobsToRun`) made by the server's speech service, as the studio's
 * `POST /api/audio/batch/` makes it: sound, mouth track and box lengths stored in the scenes
 * (`withGeneratedSpeech`). Merge tags are spoken with `values` (the document's fallbacks unless
 * given). Scenes already spoken cost nothing; unchanged scripts are answered from the speech cache.
 */
export async function withSpokenScript(speech: SpeechService, doc: ProjectDocument, values: Readonly<Record<string, string>> = mergeValuesOf(doc)): Promise<ProjectDocument> {
  const jobs = speechJobsToRun(doc, sceneOrder(doc), values);
  const answers = [];
  // One scene after the other: the service already uses every core for the boxes of a scene.
  for (const job of jobs) {
    const boxes = job.items.map((item) => ({ id: item._id, text: item.text, voiceId: item.avatarSound, delay: item.delay, rate: 1 }));
    const reply = sceneSpeechReply(await speech.speakScene(boxes, job.mergeValues));
    answers.push({ ...reply, visemes: [...reply.visemes] });
  }
  return withGeneratedSpeech(doc, jobs, answers);
}
