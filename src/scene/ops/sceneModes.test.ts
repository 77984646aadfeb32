import { describe, expect, it } from 'vitest';
import { testProject } from '../../../tests/support/testDocument';
import { setAvatarMode, switchToProMode } from './sceneModes';
import { NO_AVATAR_WARNING } from './SceneOpError';

describe('switchToProMode', () => {
  it('clears haveEasyMode once and then changes nothing', () => {
    const doc = testProject([{}, {}]);
    const pro = switchToProMode(doc, 2);
    expect(pro.scenes['2']?.haveEasyMode).toBe(false);
    expect(pro.scenes['1']).toBe(doc.scenes['1']);
    expect(doc.scenes['2']?.haveEasyMode).toBe(true);
    expect(switchToProMode(pro, 2)).toBe(pro);
    expect(() => switchToProMode(doc, 5)).toThrow(expect.objectContaining({ code: 'UNKNOWN_SCENE' }));
  });
});

describe('setAvatarMode', () => {
  it('switches freely between avatar and voice only', () => {
    const doc = testProject([{}]);
    const voice = setAvatarMode(doc, 1, 1);
    expect(voice.scenes['1']?.mode).toBe(1);
    expect(setAvatarMode(voice, 1, 0).scenes['1']?.mode).toBe(0);
    expect(setAvatarMode(doc, 1, 0)).toBe(doc);
  });

  it('makes no avatar one-way', () => {
    const none = setAvatarMode(testProject([{}]), 1, 2);
    expect(none.scenes['1']?.mode).toBe(2);
    expect(setAvatarMode(none, 1, 2)).toBe(none);
    expect(NO_AVATAR_WARNING).toBe("You can't switch back to Avatar mode for this scene. However, you can always a add new scene.");
    for (const mode of [0, 1] as const) {
      expect(() => setAvatarMode(none, 1, mode)).toThrow(expect.objectContaining({ code: 'AVATAR_MODE_ONE_WAY', message: NO_AVATAR_WARNING }));
    }
  });
});
