import { describe, expect, it } from 'vitest';
import { testProject } from '../../tests/support/testDocument';
import { transitionAt, transitionWindow } from './transitions';

/** Scenes 1 (4 s, 1 s transition), 2 (2 s, 3 s transition), 3 (6 s): starts 0, 4, 6; end 12. */
const doc = testProject([
  { elements: { a: { timing: { stayTime: 4 } } }, transition: 1 },
  { elements: { a: { timing: { stayTime: 2 } } }, transition: 3 },
  { elements: { a: { timing: { stayTime: 6 } } }, transition: 2 },
]);

describe('transitionWindow', () => {
  it('starts half the duration before the scene end and ends half into the next scene', () => {
    expect(transitionWindow(doc, 0)).toMatchObject({ index: 0, fromSceneId: 1, toSceneId: 2, start: 3.5, end: 4.5 });
  });

  it('caps each half at half of the scene on its side', () => {
    expect(transitionWindow(doc, 1)).toMatchObject({ index: 1, fromSceneId: 2, toSceneId: 3, start: 5, end: 7 });
  });

  it('has none after the last scene, for a cut or past the play order', () => {
    expect(transitionWindow(doc, 2)).toBeNull();
    expect(transitionWindow(doc, 9)).toBeNull();
    expect(transitionWindow(testProject([{ transition: 0 }, {}]), 0)).toBeNull();
    expect(transitionWindow(testProject([{}, {}]), 0)).toBeNull();
  });

  it('follows the play order around deleted slots', () => {
    const reordered = testProject([{ transition: 1 }, { transition: 1 }, {}], [3, -1, 1]);
    expect(transitionWindow(reordered, 0)).toBeNull();
    expect(transitionWindow(testProject([{ transition: 1 }, {}, {}], [1, -1, 3]), 0)).toMatchObject({ fromSceneId: 1, toSceneId: 3, start: 1.5, end: 2.5 });
  });
});

describe('transitionAt', () => {
  it('gives the progress and the time inside both scenes', () => {
    expect(transitionAt(doc, 3.4)).toBeNull();
    expect(transitionAt(doc, 3.5)).toMatchObject({ fromSceneId: 1, toSceneId: 2, progress: 0, fromTime: 3.5, toTime: 0 });
    expect(transitionAt(doc, 4)).toMatchObject({ progress: 0.5, fromTime: 4, toTime: 0 });
    expect(transitionAt(doc, 4.25)).toMatchObject({ progress: 0.75, fromTime: 4, toTime: 0.25 });
    expect(transitionAt(doc, 4.5)).toBeNull();
    expect(transitionAt(doc, 5)).toMatchObject({ fromSceneId: 2, toSceneId: 3, progress: 0, fromTime: 1, toTime: 0 });
    expect(transitionAt(doc, 6.5)).toMatchObject({ progress: 0.75, fromTime: 2, toTime: 0.5 });
    expect(transitionAt(doc, 11.9)).toBeNull();
  });

  it('hands over the transition itself', () => {
    expect(transitionAt(doc, 4)?.transition).toEqual({ id: 1, name: 'Fade', src: '', animationData: {}, colorArr: [], duration: 1 });
  });
});
