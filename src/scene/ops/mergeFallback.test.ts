import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { createBlankProject } from '../factories';
import { mergeFallbackOf, mergeValuesOf } from '../mergeFallbacks';
import { MERGE_VALUE_MAX_LENGTH } from '../mergeTags';
import { setMergeFallback } from './mergeFallback';
import { SceneOpError } from './SceneOpError';
import { setSpeechBoxText } from './speechBoxes';

const blank = createBlankProject();
const greeting = setSpeechBoxText(blank, 1, blank.scenes['1']!.speech.arr[0]!, 'Hi {{first_name}} from {{company}}');

describe('setMergeFallback', () => {
  it('sets the fallback the main video says and shows, keeping the others', () => {
    const doc = setMergeFallback(setMergeFallback(greeting, 'first_name', 'friend'), 'city', 'Lisbon');
    expect(doc.mergeTagFallbacks).toEqual({ first_name: 'friend', city: 'Lisbon' });
    expect(mergeValuesOf(doc)).toEqual({ first_name: 'friend', company: 'your team' });
    expect(doc.scenes).toBe(greeting.scenes);
    expect(parseProjectDocument(doc)).toEqual(doc);
  });

  it('changes nothing when the tag already says that, by default or of its own', () => {
    expect(setMergeFallback(greeting, 'first_name', 'there')).toBe(greeting);
    const doc = setMergeFallback(greeting, 'company', 'Initech');
    expect(setMergeFallback(doc, 'company', 'Initech')).toBe(doc);
  });

  it('keeps an empty fallback, which makes the tag say nothing', () => {
    const doc = setMergeFallback(greeting, 'first_name', '');
    expect(mergeFallbackOf(doc, 'first_name')).toBe('');
    expect(mergeValuesOf(doc).first_name).toBe('');
  });

  it('cuts a value at the longest a merge value may be, and refuses a name without characters', () => {
    const doc = setMergeFallback(greeting, 'company', 'x'.repeat(MERGE_VALUE_MAX_LENGTH + 20));
    expect(mergeFallbackOf(doc, 'company')).toHaveLength(MERGE_VALUE_MAX_LENGTH);
    expect(parseProjectDocument(doc)).toEqual(doc);
    expect(() => setMergeFallback(greeting, '', 'x')).toThrow(SceneOpError);
    expect(() => setMergeFallback(greeting, 'n'.repeat(101), 'x')).toThrow(SceneOpError);
  });
});
