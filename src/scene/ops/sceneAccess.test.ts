import { describe, expect, it } from 'vitest';
import { testProject } from '../../../tests/support/testDocument';
import { getScene, updateScene, withScene } from './sceneAccess';
import { SceneOpError } from './SceneOpError';

describe('getScene', () => {
  it('finds a scene by number and refuses unknown numbers', () => {
    const doc = testProject([{}, {}]);
    expect(getScene(doc, 2).id).toBe(2);
    expect(() => getScene(doc, 3)).toThrow(SceneOpError);
    expect(() => getScene(doc, 3)).toThrow('scene 3 does not exist');
    // Keys inherited from Object.prototype are no scenes.
    expect(() => getScene(doc, Number('constructor'))).toThrow(SceneOpError);
  });
});

describe('withScene and updateScene', () => {
  it('share untouched scenes and answer the same document when nothing changed', () => {
    const doc = testProject([{}, {}]);
    const scene = getScene(doc, 1);
    expect(withScene(doc, scene)).toBe(doc);
    expect(updateScene(doc, 1, (same) => same)).toBe(doc);
    const changed = updateScene(doc, 1, (old) => ({ ...old, musicRemove: true }));
    expect(changed).not.toBe(doc);
    expect(changed.scenes['1']?.musicRemove).toBe(true);
    expect(changed.scenes['2']).toBe(doc.scenes['2']);
    expect(doc.scenes['1']?.musicRemove).toBe(false);
  });
});
