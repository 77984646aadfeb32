import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { createSpeechBox } from '../factories';
import { projectDocumentSchema } from '../schema/project';
import { testProject } from '../../../tests/support/testDocument';
import { copyScene, duplicateScene } from './duplicateScene';
import { objectIds } from './objectTree';

/** Scene 1: background, avatar, text, a group with a member, music; two speech boxes; scene 2 empty. */
function sampleProject() {
  const first = createSpeechBox({ isFirst: true, id: 'box-a' });
  const second = { ...createSpeechBox({ isFirst: false, id: 'box-b' }), text: 'Hello {{name}}' };
  return projectDocumentSchema.parse({
    currentScene: { sceneArr: [1, -1, 2], arr: [1, 2, 3] },
    scenes: {
      '1': {
        id: 1,
        jsonData: {
          objects: [
            { id: 'background-1', _Type: 'background', fill: '#000000' },
            { id: 'avatar-1', _Type: 'avatar', left: 10 },
            { id: 'title', _Type: 'text', text: 'Hi' },
            { id: 'grp', _Type: 'group', objects: [{ id: 'member', _Type: 'text' }] },
            { id: 'song', _Type: 'music', _Src: 'https://media.example/song.mp3' },
          ],
        },
        elements: { 'avatar-1': { stayTime: 7 }, title: { enterDelay: 1, stayTime: 2 }, grp: { stayTime: 3 }, orphan: { stayTime: 4 } },
        elementList: ['avatar-1', 'title', 'grp'],
        speech: { data: { 'box-a': first, 'box-b': second }, arr: ['box-b', 'box-a'] },
        haveEasyMode: false,
        thumbnail: 'data:image/png;base64,AAAA',
      },
      '2': { id: 2, jsonData: { objects: [{ id: 'background-2', _Type: 'background' }] } },
    },
  });
}

describe('duplicateScene', () => {
  it('inserts a copy right after the original with the next free number', () => {
    const doc = sampleProject();
    const { doc: next, sceneId } = duplicateScene(doc, 1);
    expect(sceneId).toBe(4);
    expect(next.currentScene).toEqual({ sceneArr: [1, 4, -1, 2], arr: [1, 2, 3, 4] });
    expect(next.scenes['1']).toBe(doc.scenes['1']);
    expect(next.scenes['2']).toBe(doc.scenes['2']);
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('gives every object, member and speech box a fresh id, the background and avatar the scene number', () => {
    const doc = sampleProject();
    const { doc: next } = duplicateScene(doc, 1);
    const copy = next.scenes['4'];
    const original = doc.scenes['1'];
    if (!copy || !original) throw new Error('missing scene');
    const ids = objectIds(copy.jsonData.objects);
    expect(ids.slice(0, 2)).toEqual(['background-4', 'avatar-4']);
    expect(ids).toHaveLength(6);
    for (const id of ids) expect(objectIds(original.jsonData.objects)).not.toContain(id);
    expect(copy.jsonData.objects.map((object) => object._Type)).toEqual(['background', 'avatar', 'text', 'group', 'music']);
    const [, , title, group, song] = ids;
    expect(copy.elementList).toEqual(['avatar-4', title, group]);
    expect(copy.elements).toEqual({
      'avatar-4': original.elements['avatar-1'],
      [String(title)]: original.elements.title,
      [String(group)]: original.elements.grp,
    });
    expect(song).toMatch(/^[0-9a-z]{12}$/);
    expect(copy.speech.arr).toHaveLength(2);
    expect(copy.speech.arr).not.toContain('box-a');
    const [firstBox, secondBox] = copy.speech.arr.map((id) => copy.speech.data[id]);
    expect(firstBox).toEqual({ ...original.speech.data['box-b'], id: copy.speech.arr[0] });
    expect(secondBox).toEqual({ ...original.speech.data['box-a'], id: copy.speech.arr[1] });
    expect(copy).toMatchObject({ id: 4, haveEasyMode: false, thumbnail: 'data:image/png;base64,AAAA' });
    expect(copy.jsonData.objects[0]).toMatchObject({ fill: '#000000' });
  });

  it('shares nothing with the original', () => {
    const doc = sampleProject();
    const copy = copyScene(doc.scenes['1'] as never, 9);
    expect(copy.jsonData.objects[2]).not.toBe(doc.scenes['1']?.jsonData.objects[2]);
    expect(copy.elements[String(copy.elementList[0])]).not.toBe(doc.scenes['1']?.elements['avatar-1']);
  });

  it('refuses scenes that are not live', () => {
    const doc = testProject([{}, {}], [1, -1]);
    expect(() => duplicateScene(doc, 2)).toThrow(expect.objectContaining({ code: 'UNKNOWN_SCENE' }));
  });
});
