import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { createBlankProject, createScene } from '../factories';
import type { Scene } from '../schema/scene';
import { insertScenes } from './insertScenes';
import { addScene, deleteScene } from './scenes';

/** A scene numbered `id` with one text box, as a template's scene call answers it. */
function templateScene(id: number, text: string): Scene {
  const scene = createScene({ id, size: 0, projectMode: 0 });
  return parseProjectDocument({
    currentScene: { sceneArr: [id] },
    scenes: {
      [id]: {
        ...scene,
        jsonData: { objects: [...scene.jsonData.objects, { id: `text-${id}`, _Type: 'text', text }] },
        elements: { [`text-${id}`]: { enterDelay: 1, stayTime: 3 } },
        elementList: [`text-${id}`],
      },
    },
  }).scenes[String(id)]!;
}

describe('insertScenes', () => {
  it('adds copies with fresh numbers and ids right after the given scene, in order', () => {
    const { doc: base } = addScene(createBlankProject(), 1);
    const { doc, sceneIds } = insertScenes(base, [templateScene(1, 'First'), templateScene(3, 'Third')], 1);
    expect(sceneIds).toEqual([3, 4]);
    expect(doc.currentScene.sceneArr).toEqual([1, 3, 4, 2]);
    const first = doc.scenes['3']!;
    const text = first.jsonData.objects.find((object) => object._Type === 'text')!;
    expect(text).toMatchObject({ text: 'First' });
    expect(text.id).not.toBe('text-1');
    expect(first.elements[text.id]).toMatchObject({ enterDelay: 1, stayTime: 3 });
    expect(first.elementList).toEqual([text.id]);
    expect(first.jsonData.objects[0]!.id).toBe('background-3');
    expect(parseProjectDocument(doc)).toEqual(doc);
    expect(base.currentScene.sceneArr).toEqual([1, 2]);
  });

  it('appends at the end without a scene, never reusing a deleted number', () => {
    const { doc: withTwo } = addScene(createBlankProject(), 1);
    const base = deleteScene(withTwo, 2);
    const { doc, sceneIds } = insertScenes(base, [templateScene(1, 'Again')]);
    expect(sceneIds).toEqual([3]);
    expect(doc.currentScene.sceneArr).toEqual([1, -1, 3]);
  });

  it('takes the avatar out of scenes added to a project without avatar, and keeps it elsewhere', () => {
    const nonAvatar = insertScenes(createBlankProject({ mode: 1 }), [templateScene(1, 'x')]);
    expect(nonAvatar.doc.scenes['2']!.mode).toBe(2);
    const avatar = insertScenes(createBlankProject({ mode: 0 }), [templateScene(1, 'x')]);
    expect(avatar.doc.scenes['2']!.mode).toBe(0);
  });

  it('refuses an unknown scene to insert after', () => {
    expect(() => insertScenes(createBlankProject(), [templateScene(1, 'x')], 9)).toThrow('scene 9 is not a live scene');
  });
});
