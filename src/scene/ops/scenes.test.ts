import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { createBlankProject } from '../factories';
import { nextSceneId } from '../ids';
import { testProject } from '../../../tests/support/testDocument';
import { addScene, deleteScene, insertionIndex } from './scenes';
import { SceneOpError } from './SceneOpError';

describe('addScene', () => {
  it('appends a new scene with the next free number, a white background, one empty speech box, easy mode', () => {
    const doc = createBlankProject();
    const { doc: next, sceneId } = addScene(doc);
    expect(sceneId).toBe(2);
    expect(next.currentScene).toEqual({ sceneArr: [1, 2], arr: [1, 2] });
    const scene = next.scenes['2'];
    expect(scene).toMatchObject({ id: 2, haveEasyMode: true, mode: 0, elements: {}, elementList: [] });
    expect(scene?.jsonData.objects).toEqual([expect.objectContaining({ id: 'background-2', _Type: 'background', fill: '#ffffff', width: 1921, height: 1081 })]);
    expect(scene?.speech.arr).toHaveLength(1);
    expect(Object.values(scene?.speech.data ?? {})).toEqual([expect.objectContaining({ text: '', delay: 0, haveDelay: false })]);
    expect(next.scenes['1']).toBe(doc.scenes['1']);
    expect(doc.currentScene.sceneArr).toEqual([1]);
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('inserts after the given scene, before any deleted slot that follows it', () => {
    const doc = testProject([{}, {}, {}], [1, -1, 2, 3]);
    expect(addScene(doc, 1).doc.currentScene.sceneArr).toEqual([1, 4, -1, 2, 3]);
    expect(addScene(doc, 2).doc.currentScene.sceneArr).toEqual([1, -1, 2, 4, 3]);
    expect(addScene(doc, 3).doc.currentScene.sceneArr).toEqual([1, -1, 2, 3, 4]);
  });

  it('never reuses a deleted number and follows the project mode', () => {
    const doc = deleteScene(testProject([{}, {}]), 2);
    expect(addScene(doc).sceneId).toBe(3);
    const noAvatar = createBlankProject({ mode: 1, size: 2 });
    const added = addScene(noAvatar).doc.scenes['2'];
    expect(added?.mode).toBe(2);
    expect(added?.jsonData.objects[0]).toMatchObject({ width: 1081, height: 1921 });
  });

  it('refuses to follow a scene that is not live', () => {
    const doc = testProject([{}, {}], [1, -1]);
    expect(() => addScene(doc, 2)).toThrow(SceneOpError);
    expect(() => addScene(doc, 9)).toThrow('scene 9 is not a live scene');
    expect(insertionIndex(doc)).toBe(2);
  });
});

describe('deleteScene', () => {
  it('marks the slot -1, removes the scene and keeps its number reserved', () => {
    const doc = testProject([{}, {}, {}]);
    const next = deleteScene(doc, 2);
    expect(next.currentScene).toEqual({ sceneArr: [1, -1, 3], arr: [1, 2, 3] });
    expect(Object.keys(next.scenes)).toEqual(['1', '3']);
    expect(next.scenes['1']).toBe(doc.scenes['1']);
    expect(Object.keys(doc.scenes)).toEqual(['1', '2', '3']);
    expect(parseProjectDocument(next)).toEqual(next);
    expect(nextSceneId(next)).toBe(4);
  });

  it('adds the number to arr when a legacy arr lacks it', () => {
    const doc = { ...testProject([{}, {}]), currentScene: { sceneArr: [1, 2], arr: [] } };
    expect(deleteScene(doc, 2).currentScene).toEqual({ sceneArr: [1, -1], arr: [2] });
  });

  it("refuses the last live scene with Can't Delete Only One Scene!", () => {
    const doc = deleteScene(testProject([{}, {}]), 1);
    expect(() => deleteScene(doc, 2)).toThrow(SceneOpError);
    expect(() => deleteScene(doc, 2)).toThrow(expect.objectContaining({ code: 'LAST_SCENE', name: 'SceneOpError', message: "Can't Delete Only One Scene!" }));
  });

  it('refuses scenes that are not live', () => {
    const doc = testProject([{}, {}]);
    expect(() => deleteScene(doc, 7)).toThrow(expect.objectContaining({ code: 'UNKNOWN_SCENE' }));
  });
});
