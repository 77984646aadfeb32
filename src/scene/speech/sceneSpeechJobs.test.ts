import { describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../document';
import { createBlankProject } from '../factories';
import { setSceneSpeechSound } from '../ops/sceneSpeech';
import { addSpeechBox, setSpeechBoxText } from '../ops/speechBoxes';
import { DEFAULT_VOICE_ID, projectVoiceId, sceneSpeechJob, type SceneSpeechAnswer, speechJobsToRun, speechRequestValues, withGeneratedSpeech } from './sceneSpeechJobs';

/** A blank video whose one scene says "Hi {{first_name}}" and, after a 1 s pause, "Bye". */
function script(): { doc: ProjectDocument; first: string } {
  const blank = createBlankProject();
  const first = blank.scenes['1']!.speech.arr[0]!;
  const doc = setSpeechBoxText(setSpeechBoxText(addSpeechBox(blank, 1, first, 'second'), 1, first, 'Hi {{first_name}}'), 1, 'second', 'Bye');
  return { doc, first };
}

const withVoice = (doc: ProjectDocument, id: string): ProjectDocument => ({ ...doc, currentAvatar: { image: { id: 4 }, voice: { id }, language: null } });

const answer: SceneSpeechAnswer = {
  combineData: { sound: '/api/audio/file/abc.m4a', soundDuration: 2.5 },
  visemes: [{ start: 0.1, end: 0.3, viseme: 'AI' }],
  items: [
    { _id: 'second', start: 1.6, duration: 0.9 },
    { _id: 'ghost', start: 0, duration: 1 },
  ],
};

describe('the speech of a scene', () => {
  it('sends the boxes in speaking order with the chosen voice, else Cora', () => {
    const { doc, first } = script();
    expect(projectVoiceId(doc)).toBe(DEFAULT_VOICE_ID);
    const job = sceneSpeechJob(withVoice(doc, 'espeak-de-f').scenes['1']!, 'espeak-de-f');
    expect(job?.items).toEqual([
      { _id: first, text: 'Hi {{first_name}}', avatarSound: 'espeak-de-f', delay: 0 },
      { _id: 'second', text: 'Bye', avatarSound: 'espeak-de-f', delay: 1 },
    ]);
  });

  it('has nothing to speak for empty boxes or an uploaded sound', () => {
    const blank = createBlankProject();
    expect(sceneSpeechJob(blank.scenes['1']!, DEFAULT_VOICE_ID)).toBeNull();
    const uploaded = setSceneSpeechSound(script().doc, 1, { type: 'upload', sound: { media_file: '/u.mp3', duration: 2 } });
    expect(speechJobsToRun(uploaded, [1])).toEqual([]);
  });

  it('is generated once, again after the script or the voice changed', () => {
    const { doc, first } = script();
    const [job] = speechJobsToRun(doc, [1, 7]);
    expect(job?.sceneId).toBe(1);
    const spoken = withGeneratedSpeech(doc, [job!], [answer]);
    expect(speechJobsToRun(spoken, [1])).toEqual([]);
    expect(speechJobsToRun(setSpeechBoxText(spoken, 1, first, 'Hello {{first_name}}'), [1])).toHaveLength(1);
    expect(speechJobsToRun(withVoice(spoken, 'flite-rms'), [1])).toHaveLength(1);
  });

  it('speaks merge tags with the project fallbacks, and is generated again when a fallback changes', () => {
    const { doc } = script();
    const [job] = speechJobsToRun(doc, [1]);
    expect(job?.mergeValues).toEqual({ first_name: 'there' });
    expect(speechRequestValues([job!])).toEqual({ first_name: 'there' });
    const spoken = withGeneratedSpeech(doc, [job!], [answer]);
    const renamed: ProjectDocument = { ...spoken, mergeTagFallbacks: { first_name: 'friend' } };
    expect(speechJobsToRun(renamed, [1])[0]?.mergeValues).toEqual({ first_name: 'friend' });
    expect(speechJobsToRun(spoken, [1], { first_name: 'Dana' })[0]?.mergeValues).toEqual({ first_name: 'Dana' });
  });

  it('stores the sound with its key, the mouth track, the speech time and each box duration', () => {
    const { doc, first } = script();
    const jobs = speechJobsToRun(doc, [1]);
    const speech = withGeneratedSpeech(doc, jobs, [answer]).scenes['1']!.speech;
    expect(speech).toMatchObject({ type: 'type', speechTime: 2.5, visemes: answer.visemes });
    expect(speech.sound).toEqual({ media_file: '/api/audio/file/abc.m4a', duration: 2.5, speechKey: jobs[0]!.key });
    expect(speech.data['second']?.duration).toBe(0.9);
    expect(speech.data[first]?.duration).toBe(0);
  });

  it('drops an answer for a script that changed meanwhile', () => {
    const { doc, first } = script();
    const jobs = speechJobsToRun(doc, [1]);
    const changed = setSpeechBoxText(doc, 1, first, 'Something else');
    expect(withGeneratedSpeech(changed, jobs, [answer])).toBe(changed);
  });
});
