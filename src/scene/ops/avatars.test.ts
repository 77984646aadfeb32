import { describe, expect, it } from 'vitest';
import { avatarById, DEFAULT_AVATAR_IMAGE } from '../avatars/avatarCatalogue';
import { avatarPresetOf } from '../avatars/avatarObject';
import { parseProjectDocument } from '../document';
import { createBlankProject } from '../factories';
import { placeSceneAvatar, projectPresenter, sceneAvatar, setSceneAvatar, showProjectPresenter } from './avatars';
import { setAvatarMode } from './sceneModes';
import { addScene } from './scenes';
import { updateObject } from './updateObject';

const sophia = avatarById(1)!;

describe('setSceneAvatar', () => {
  it('adds the chosen presenter to a scene without an avatar, at the FM preset, and makes it the current avatar', () => {
    const doc = setSceneAvatar(createBlankProject(), 1, DEFAULT_AVATAR_IMAGE);
    const avatar = sceneAvatar(doc, 1)!;
    expect(avatar).toMatchObject({ id: 'avatar-1', _Name: 'Emma', _Src: '/avatars/4/avatar.svg', left: 596, top: 352, width: 1000, height: 1000, scaleX: 0.728 });
    expect(avatar._Data).toMatchObject({ id: 4, rig: { parts: '/avatars/4/parts/' } });
    expect(doc.currentAvatar).toEqual({ image: DEFAULT_AVATAR_IMAGE, voice: null, language: null });
    expect(doc.scenes['1']!.elementList).toContain('avatar-1');
    expect(parseProjectDocument(doc)).toEqual(doc);
  });

  it('changes the face and keeps where the avatar stands and its frame', () => {
    const withEmma = setSceneAvatar(createBlankProject(), 1, DEFAULT_AVATAR_IMAGE);
    const moved = updateObject(withEmma, 1, 'avatar-1', { left: 100, top: 50, frame: 2 });
    const avatar = sceneAvatar(setSceneAvatar(moved, 1, sophia), 1)!;
    expect(avatar).toMatchObject({ _Name: 'Sophia', _Src: '/avatars/1/avatar.svg', left: 100, top: 50, frame: 2 });
    expect(avatar._Data).toMatchObject({ id: 1 });
  });

  it('changes nothing when the face is already shown', () => {
    const doc = setSceneAvatar(createBlankProject(), 1, sophia);
    expect(setSceneAvatar(doc, 1, sophia)).toBe(doc);
  });
});

describe('placeSceneAvatar', () => {
  const doc = setSceneAvatar(createBlankProject(), 1, DEFAULT_AVATAR_IMAGE);

  it('moves and scales the avatar to a preset: SB at the bottom right, scale .48', () => {
    const avatar = sceneAvatar(placeSceneAvatar(doc, 1, 'SB'), 1)!;
    expect(avatar.scaleX).toBe(0.48);
    expect(avatar.scaleY).toBe(0.48);
    expect(avatar.left).toBeCloseTo(1368, 9);
    expect(avatar.top).toBeCloseTo(600, 9);
  });

  it('fits the preset to the project size: FB on a portrait canvas stands on its bottom edge', () => {
    const portrait = setSceneAvatar(createBlankProject({ size: 2 }), 1, DEFAULT_AVATAR_IMAGE);
    const avatar = sceneAvatar(placeSceneAvatar(portrait, 1, 'FB'), 1)!;
    expect(avatar).toMatchObject({ left: (1080 - 408) / 2, top: 1920 - 408, scaleX: 0.408 });
  });

  it('refuses a scene without an avatar', () => {
    expect(() => placeSceneAvatar(createBlankProject(), 1, 'FM')).toThrow(/has no avatar/);
  });
});

describe('avatarPresetOf', () => {
  const doc = setSceneAvatar(createBlankProject(), 1, DEFAULT_AVATAR_IMAGE);
  const canvas = { width: 1920, height: 1080 };

  it('names the preset the avatar stands at, and none once it moved', () => {
    expect(avatarPresetOf(sceneAvatar(doc, 1)!, canvas)).toBe('FM');
    expect(avatarPresetOf(sceneAvatar(placeSceneAvatar(doc, 1, 'SM'), 1)!, canvas)).toBe('SM');
    expect(avatarPresetOf(sceneAvatar(updateObject(doc, 1, 'avatar-1', { left: 10 }), 1)!, canvas)).toBeNull();
  });
});

describe('the presenter of a new scene', () => {
  const withJames = setSceneAvatar(createBlankProject(), 1, avatarById(5)!);

  it("is the project's current avatar, else the face a scene shows, else none", () => {
    expect(projectPresenter(withJames)?.id).toBe(5);
    expect(projectPresenter({ ...withJames, currentAvatar: undefined })?.id).toBe(5);
    expect(projectPresenter(createBlankProject())).toBeUndefined();
  });

  it('shows in a new scene of the default avatar mode at the FM preset', () => {
    const { doc, sceneId } = addScene(withJames);
    const shown = showProjectPresenter(doc, sceneId);
    expect(sceneAvatar(shown, sceneId)).toMatchObject({ id: `avatar-${sceneId}`, _Name: 'James', _Src: '/avatars/5/avatar.svg', left: 596, top: 352, scaleX: 0.728 });
    expect(shown.scenes[String(sceneId)]!.elementList).toEqual([`avatar-${sceneId}`]);
    expect(showProjectPresenter(shown, sceneId)).toBe(shown);
    expect(parseProjectDocument(shown)).toEqual(shown);
  });

  it('stays away from voice-only and no-avatar scenes and from projects without a presenter', () => {
    const { doc, sceneId } = addScene(withJames);
    expect(showProjectPresenter(setAvatarMode(doc, sceneId, 1), sceneId)).toEqual(setAvatarMode(doc, sceneId, 1));
    const blank = addScene(createBlankProject());
    expect(showProjectPresenter(blank.doc, blank.sceneId)).toBe(blank.doc);
    const withoutAvatar = addScene(createBlankProject({ mode: 1 }));
    expect(showProjectPresenter({ ...withoutAvatar.doc, currentAvatar: withJames.currentAvatar }, withoutAvatar.sceneId).scenes).toBe(withoutAvatar.doc.scenes);
  });
});
