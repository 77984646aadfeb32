import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { createBlankProject } from '../factories';
import type { ProjectDocument } from '../schema/project';
import { SPEECH_TEXT_MAX_LENGTH } from '../speech/speechScript';
import { setSceneSpeechSound } from './sceneSpeech';
import { addSpeechBox, clampSpeechDelay, deleteSpeechBox, orderedSpeechBoxes, setSpeechBoxDelay, setSpeechBoxDurations, setSpeechBoxText, speechBoxHtml } from './speechBoxes';

const sound = { media_file: '/api/audio/file/voice.m4a', duration: 3.2 };
const visemes = [{ start: 0, end: 0.4, viseme: 'AI' as const }];

/** A blank video whose scene 1 has its one box, renamed `a`, plus boxes `b` and `c` after it. */
function threeBoxes(): ProjectDocument {
  const blank = createBlankProject();
  const scene = blank.scenes['1']!;
  const only = scene.speech.arr[0]!;
  const renamed = { ...blank, scenes: { '1': { ...scene, speech: { ...scene.speech, arr: ['a'], data: { a: { ...scene.speech.data[only]!, id: 'a' } } } } } };
  return addSpeechBox(addSpeechBox(renamed, 1, 'a', 'b'), 1, 'b', 'c');
}

const speechOf = (doc: ProjectDocument) => doc.scenes['1']!.speech;
const delays = (doc: ProjectDocument) => orderedSpeechBoxes(doc.scenes['1']!).map((box) => [box.id, box.delay, box.haveDelay]);

describe('addSpeechBox', () => {
  it('adds an empty box after the given one; later boxes start with a 1 s delay', () => {
    const doc = threeBoxes();
    const next = addSpeechBox(doc, 1, 'a', 'new');
    expect(speechOf(next).arr).toEqual(['a', 'new', 'b', 'c']);
    expect(speechOf(next).data['new']).toEqual({ id: 'new', text: '', html: '', haveDelay: true, delay: 1, duration: 0, url: null, length: 0 });
    expect(delays(next)).toEqual([
      ['a', 0, false],
      ['new', 1, true],
      ['b', 1, true],
      ['c', 1, true],
    ]);
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('adds a first box without delay and gives the old first box the default delay', () => {
    const next = addSpeechBox(threeBoxes(), 1, null, 'z');
    expect(delays(next)).toEqual([
      ['z', 0, false],
      ['a', 1, true],
      ['b', 1, true],
      ['c', 1, true],
    ]);
  });

  it('refuses an unknown box to add after and an id in use', () => {
    expect(() => addSpeechBox(threeBoxes(), 1, 'nope', 'x')).toThrow(expect.objectContaining({ code: 'UNKNOWN_OBJECT' }));
    expect(() => addSpeechBox(threeBoxes(), 1, 'a', 'b')).toThrow(expect.objectContaining({ code: 'DUPLICATE_ID' }));
    expect(() => addSpeechBox(threeBoxes(), 9, 'a', 'x')).toThrow(expect.objectContaining({ code: 'UNKNOWN_SCENE' }));
  });
});

describe('deleteSpeechBox', () => {
  it('deletes a box; the box that becomes first loses its delay', () => {
    const withDelay = setSpeechBoxDelay(threeBoxes(), 1, 'b', 2.5);
    expect(delays(deleteSpeechBox(withDelay, 1, 'b'))).toEqual([
      ['a', 0, false],
      ['c', 1, true],
    ]);
    const next = deleteSpeechBox(withDelay, 1, 'a');
    expect(delays(next)).toEqual([
      ['b', 0, false],
      ['c', 1, true],
    ]);
    expect(Object.keys(speechOf(next).data)).toEqual(['b', 'c']);
  });

  it('never deletes the last box', () => {
    const one = deleteSpeechBox(deleteSpeechBox(threeBoxes(), 1, 'a'), 1, 'b');
    expect(deleteSpeechBox(one, 1, 'c')).toBe(one);
    expect(() => deleteSpeechBox(one, 1, 'a')).toThrow(expect.objectContaining({ code: 'UNKNOWN_OBJECT' }));
  });
});

describe('setSpeechBoxText', () => {
  it('stores the text, its length and the highlighted HTML', () => {
    const next = setSpeechBoxText(threeBoxes(), 1, 'b', 'Hi {{first_name}} & <team>');
    expect(speechOf(next).data['b']).toMatchObject({
      text: 'Hi {{first_name}} & <team>',
      length: 26,
      html: 'Hi <span class="merge-tag">{{first_name}}</span> &amp; &lt;team&gt;',
    });
  });

  it('cuts the text at the speech text maximum', () => {
    const next = setSpeechBoxText(threeBoxes(), 1, 'a', 'x'.repeat(SPEECH_TEXT_MAX_LENGTH + 5));
    expect(speechOf(next).data['a']?.length).toBe(SPEECH_TEXT_MAX_LENGTH);
  });

  it('answers the same document for the same text', () => {
    const doc = setSpeechBoxText(threeBoxes(), 1, 'a', 'Hello');
    expect(setSpeechBoxText(doc, 1, 'a', 'Hello')).toBe(doc);
  });

  it('keeps a generated sound while some box has text, clears it when none has', () => {
    const spoken = setSceneSpeechSound(setSpeechBoxText(threeBoxes(), 1, 'a', 'Hello'), 1, { type: 'type', sound, visemes });
    const edited = setSpeechBoxText(spoken, 1, 'a', 'Hello there');
    expect(speechOf(edited)).toMatchObject({ sound, speechTime: 3.2, visemes });
    const emptied = setSpeechBoxText(edited, 1, 'a', '  ');
    expect(speechOf(emptied)).toMatchObject({ type: 'type', sound: null, speechTime: 0 });
    expect(speechOf(emptied).visemes).toBeUndefined();
  });

  it('typing over an uploaded sound makes the speech typed again without the sound', () => {
    const uploaded = setSceneSpeechSound(threeBoxes(), 1, { type: 'upload', sound });
    const typed = setSpeechBoxText(uploaded, 1, 'c', 'Welcome');
    expect(speechOf(typed)).toMatchObject({ type: 'type', sound: null, speechTime: 0 });
    expect(speechOf(typed).data['c']?.text).toBe('Welcome');
  });
});

describe('setSpeechBoxDelay', () => {
  it('keeps delays within 0..10 on the 0.5 s grid', () => {
    expect([-1, 0, 0.2, 0.3, 1.74, 9.9, 12].map(clampSpeechDelay)).toEqual([0, 0, 0, 0.5, 1.5, 10, 10]);
    expect(delays(setSpeechBoxDelay(threeBoxes(), 1, 'c', 0))).toEqual([
      ['a', 0, false],
      ['b', 1, true],
      ['c', 0, false],
    ]);
    expect(speechOf(setSpeechBoxDelay(threeBoxes(), 1, 'b', 7.3)).data['b']).toMatchObject({ delay: 7.5, haveDelay: true });
  });

  it('leaves the first box without delay', () => {
    const doc = threeBoxes();
    expect(setSpeechBoxDelay(doc, 1, 'a', 3)).toBe(doc);
  });
});

describe('setSpeechBoxDurations', () => {
  it('stores each known box duration, rounded to 3 decimals', () => {
    const next = setSpeechBoxDurations(threeBoxes(), 1, { a: 1.23456, c: 2, ghost: 4 });
    expect(orderedSpeechBoxes(next.scenes['1']!).map((box) => box.duration)).toEqual([1.235, 0, 2]);
    expect(setSpeechBoxDurations(next, 1, { a: 1.235 })).toBe(next);
  });
});

describe('speechBoxHtml', () => {
  it('marks merge tags and line breaks, leaving unclosed braces as text', () => {
    expect(speechBoxHtml('Dear {{ first_name }},\nsee {{x')).toBe('Dear <span class="merge-tag">{{ first_name }}</span>,<br>see {{x');
  });
});
