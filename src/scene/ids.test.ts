import { describe, expect, it } from 'vitest';
import { avatarObjectId, backgroundObjectId, createObjectId, nextSceneId } from './ids';

describe('createObjectId', () => {
  it('makes 12 characters of [0-9a-z], different each time', () => {
    const ids = Array.from({ length: 1000 }, createObjectId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{12}$/);
    expect(new Set(ids).size).toBe(1000);
  });
});

describe('scene object ids', () => {
  it('take the scene number', () => {
    expect(avatarObjectId(3)).toBe('avatar-3');
    expect(backgroundObjectId(3)).toBe('background-3');
  });
});

describe('nextSceneId', () => {
  it('is one more than any number used, deleted ones included', () => {
    expect(nextSceneId({ scenes: {}, currentScene: { sceneArr: [], arr: [] } })).toBe(1);
    expect(nextSceneId({ scenes: {}, currentScene: { sceneArr: [-1], arr: [] } })).toBe(1);
    const scene = {} as never;
    expect(nextSceneId({ scenes: { '1': scene, '2': scene }, currentScene: { sceneArr: [1, -1, 2], arr: [1, 2, 3] } })).toBe(4);
    expect(nextSceneId({ scenes: { '5': scene }, currentScene: { sceneArr: [5], arr: [] } })).toBe(6);
  });
});
