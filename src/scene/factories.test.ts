import { describe, expect, it } from 'vitest';
import { createBlankProject, createScene, createSpeechBox, sceneModeFor } from './factories';

describe('createBlankProject', () => {
  it('makes one scene with a white background covering the canvas plus 1, one empty speech box, easy mode', () => {
    const doc = createBlankProject();
    expect(doc.size).toBe(0);
    expect(doc.mode).toBe(0);
    expect(doc.colorArr).toEqual([]);
    expect(doc.currentScene).toEqual({ sceneArr: [1], arr: [1] });
    expect(Object.keys(doc.scenes)).toEqual(['1']);
    const scene = doc.scenes['1'];
    expect(scene).toMatchObject({
      id: 1,
      haveEasyMode: true,
      mode: 0,
      background: { type: 0, current: { id: null } },
      elements: {},
      elementList: [],
      sanimation: null,
      musicRemove: false,
    });
    expect(scene?.jsonData.objects).toEqual([
      expect.objectContaining({
        id: 'background-1',
        _Type: 'background',
        fill: '#ffffff',
        left: -1,
        top: -1,
        width: 1921,
        height: 1081,
        scaleX: 1,
        scaleY: 1,
        angle: 0,
        opacity: 1,
      }),
    ]);
    const [boxId] = scene?.speech.arr ?? [];
    expect(scene?.speech).toEqual({
      type: 'type',
      data: { [String(boxId)]: { id: boxId, text: '', html: '', haveDelay: false, delay: 0, duration: 0, url: null, length: 0 } },
      sound: null,
      arr: [boxId],
      speechTime: 0,
    });
  });

  it('sizes the background for square and portrait projects and sets the scene mode from the project mode', () => {
    const square = createBlankProject({ size: 1, mode: 2 });
    expect(square.scenes['1']?.jsonData.objects[0]).toMatchObject({ width: 1921, height: 1921 });
    expect(square.scenes['1']?.mode).toBe(0);
    const portrait = createBlankProject({ size: 2, mode: 1 });
    expect(portrait.scenes['1']?.jsonData.objects[0]).toMatchObject({ width: 1081, height: 1921 });
    expect(portrait.scenes['1']?.mode).toBe(2);
  });
});

describe('createScene', () => {
  it('numbers the background after the scene', () => {
    const scene = createScene({ id: 7, size: 0, projectMode: 0 });
    expect(scene.id).toBe(7);
    expect(scene.jsonData.objects[0]?.id).toBe('background-7');
  });
});

describe('sceneModeFor', () => {
  it('gives no avatar only to videos without avatar', () => {
    expect([sceneModeFor(0), sceneModeFor(1), sceneModeFor(2)]).toEqual([0, 2, 0]);
  });
});

describe('createSpeechBox', () => {
  it('gives later boxes a 1 s delay and the first none', () => {
    expect(createSpeechBox({ isFirst: true, id: 'a' })).toMatchObject({ id: 'a', delay: 0, haveDelay: false, text: '' });
    expect(createSpeechBox({ isFirst: false, id: 'b' })).toMatchObject({ id: 'b', delay: 1, haveDelay: true });
  });
});
