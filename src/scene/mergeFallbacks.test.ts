import { describe, expect, it } from 'vitest';
import type { ProjectDocument } from './document';
import { createBlankProject } from './factories';
import { mergeFallbackOf, mergeValuesOf, projectMergeTagInputs, projectMergeTags, shownDocument, spokenMergeValues } from './mergeFallbacks';
import { createImageObject, createTextObject } from './ops/newObjects';
import { setSpeechBoxText } from './ops/speechBoxes';
import type { CanvasObject, TextObject } from './schema/canvasObject';

/** A blank video that says "Hi {{first_name}}" and shows "{{company}} and {{first_name}}" and a logo tagged `logo`. */
function personalDocument(): ProjectDocument {
  const blank = createBlankProject();
  const scene = blank.scenes['1']!;
  const spoken = setSpeechBoxText(blank, 1, scene.speech.arr[0]!, 'Hi {{first_name}}');
  const text: CanvasObject = { ...createTextObject('heading', 0, 'title'), text: '{{company}} and {{first_name}}' };
  const logo: CanvasObject = { ...createImageObject({ src: '/logo.png', width: 100, height: 100 }, 0, 'logo'), _Variable: 'logo' };
  const withObjects = { ...spoken.scenes['1']!, jsonData: { ...spoken.scenes['1']!.jsonData, objects: [...spoken.scenes['1']!.jsonData.objects, text, logo] } };
  return { ...spoken, scenes: { '1': withObjects } };
}

const titleOf = (doc: ProjectDocument) => (doc.scenes['1']!.jsonData.objects.find((object) => object.id === 'title') as TextObject).text;

describe('merge fallbacks', () => {
  it('finds the tags of speech, text and image variables, in order of first use', () => {
    expect(projectMergeTags(personalDocument())).toEqual(['first_name', 'company', 'logo']);
    expect(projectMergeTags(createBlankProject())).toEqual([]);
  });

  it('pairs each tag with its input type, the contact e-mail first, and none without tags', () => {
    expect(projectMergeTagInputs(personalDocument())).toEqual([
      ['email', 'email'],
      ['first_name', 'text'],
      ['company', 'text'],
      ['logo', 'image'],
    ]);
    expect(projectMergeTagInputs(createBlankProject())).toEqual([]);
  });

  it('types tags by their names, keeps a used email tag in its place, and an image use wins', () => {
    const doc = personalDocument();
    const scene = doc.scenes['1']!;
    const words: CanvasObject = { ...createTextObject('heading', 0, 'links'), text: '{{website}} {{email}} {{work_e-mail}} {{logo}}' };
    const withWords = { ...doc, scenes: { '1': { ...scene, jsonData: { ...scene.jsonData, objects: [...scene.jsonData.objects, words] } } } };
    expect(projectMergeTagInputs(withWords)).toEqual([
      ['first_name', 'text'],
      ['company', 'text'],
      ['logo', 'image'],
      ['website', 'url'],
      ['email', 'email'],
      ['work_e-mail', 'email'],
    ]);
  });

  it('takes the project fallback, else the default one, else nothing', () => {
    const doc = { ...personalDocument(), mergeTagFallbacks: { company: 'Initech' } };
    expect(mergeFallbackOf(doc, 'company')).toBe('Initech');
    expect(mergeFallbackOf(doc, 'first_name')).toBe('there');
    expect(mergeFallbackOf(doc, 'logo')).toBe('');
    expect(mergeFallbackOf(doc, 'toString')).toBe('');
  });

  it("gives every tag the contact's non-blank value, else its fallback", () => {
    const doc = personalDocument();
    expect(mergeValuesOf(doc)).toEqual({ first_name: 'there', company: 'your team', logo: '' });
    expect(mergeValuesOf(doc, { first_name: 'Dana', company: '  ', city: 'Oslo' })).toEqual({ first_name: 'Dana', company: 'your team', logo: '' });
  });

  it('shows text with its values and never braces, keeping untouched scenes and documents as they are', () => {
    const doc = personalDocument();
    expect(titleOf(shownDocument(doc))).toBe('your team and there');
    expect(titleOf(shownDocument(doc, mergeValuesOf(doc, { first_name: 'Dana' })))).toBe('your team and Dana');
    expect(shownDocument(doc).scenes['1']!.speech).toBe(doc.scenes['1']!.speech);
    const blank = createBlankProject();
    expect(shownDocument(blank)).toBe(blank);
  });

  it('speaks a spelling in place of the written value while texts keep showing the written one', () => {
    const doc = personalDocument();
    const contact = { first_name: 'Siobhan', company: 'Acme' };
    const values = mergeValuesOf(doc, contact);
    const spoken = spokenMergeValues(values, contact, { first_name: ' shi-vawn ', company: '  ' });
    expect(spoken).toEqual({ first_name: 'shi-vawn', company: 'Acme', logo: '' });
    expect(titleOf(shownDocument(doc, values))).toBe('Acme and Siobhan');
    // A spelling without a value of the contact: the fallback is shown and said as written.
    expect(spokenMergeValues(mergeValuesOf(doc, {}), {}, { first_name: 'shi-vawn' })).toEqual({ first_name: 'there', company: 'your team', logo: '' });
  });

  it("shows an image tag's value in place of the picture, and keeps the picture without one", () => {
    const doc = personalDocument();
    const logoOf = (shown: ProjectDocument) => shown.scenes['1']!.jsonData.objects.find((object) => object.id === 'logo')!._Src;
    expect(logoOf(shownDocument(doc))).toBe('/logo.png');
    expect(logoOf(shownDocument(doc, mergeValuesOf(doc, { logo: 'https://example.com/ada.png' })))).toBe('https://example.com/ada.png');
  });

  it('fills the text inside groups', () => {
    const doc = personalDocument();
    const scene = doc.scenes['1']!;
    const [background, ...rest] = scene.jsonData.objects;
    const group = { ...rest[rest.length - 2]!, id: 'group', _Type: 'group', objects: rest.slice(-2) } as unknown as CanvasObject;
    const grouped: ProjectDocument = { ...doc, scenes: { '1': { ...scene, jsonData: { ...scene.jsonData, objects: [background!, ...rest.slice(0, -2), group] } } } };
    const shown = shownDocument(grouped).scenes['1']!.jsonData.objects.at(-1);
    expect(shown?._Type === 'group' && (shown.objects[0] as TextObject).text).toBe('your team and there');
  });
});
