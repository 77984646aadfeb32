import { describe, expect, it } from 'vitest';
import { avatarImageSchema } from '../schema/avatar';
import { AVATAR_CATALOGUE, AVATAR_IMAGE_SIZE, avatarById, DEFAULT_AVATAR_IMAGE } from './avatarCatalogue';
import { placeAvatar } from './avatarPlacement';

describe('the avatar catalogue', () => {
  it('has at least 12 presenters with unique ids and names, of both genders', () => {
    expect(AVATAR_CATALOGUE.length).toBeGreaterThanOrEqual(12);
    expect(new Set(AVATAR_CATALOGUE.map((avatar) => avatar.id)).size).toBe(AVATAR_CATALOGUE.length);
    expect(new Set(AVATAR_CATALOGUE.map((avatar) => avatar.name)).size).toBe(AVATAR_CATALOGUE.length);
    const females = AVATAR_CATALOGUE.filter((avatar) => avatar.gender === 'female').length;
    expect(females).toBeGreaterThanOrEqual(5);
    expect(AVATAR_CATALOGUE.length - females).toBeGreaterThanOrEqual(5);
  });

  it('has the default avatar, image id 4', () => {
    expect(DEFAULT_AVATAR_IMAGE.id).toBe(4);
    expect(avatarById(4)).toBe(DEFAULT_AVATAR_IMAGE);
    expect(avatarById(999)).toBeUndefined();
  });

  it('gives every presenter the spec fields of an avatar image, pointing at its own folder', () => {
    for (const avatar of AVATAR_CATALOGUE) {
      expect(avatarImageSchema.parse(avatar)).toEqual(avatar);
      expect(avatar.img).toBe(`/avatars/${avatar.id}/thumbnail.svg`);
      expect(avatar.largeImg).toBe(`/avatars/${avatar.id}/large.svg`);
      expect(avatar.transparentImage).toBe(`/avatars/${avatar.id}/avatar.svg`);
      expect(avatar.rig.parts).toBe(`/avatars/${avatar.id}/parts/`);
    }
  });

  it('carries the four position presets with the spec scales and the face centre', () => {
    const { avatarConfig } = DEFAULT_AVATAR_IMAGE;
    expect([avatarConfig.FM.scale, avatarConfig.FB.scale, avatarConfig.SM.scale, avatarConfig.SB.scale]).toEqual([0.728, 0.408, 0.717, 0.48]);
    expect(avatarConfig.faceCenterPoint).toEqual({ x: 500, y: 400 });
  });
});

describe('placeAvatar', () => {
  const canvas = { width: 1920, height: 1080 };
  const { avatarConfig } = DEFAULT_AVATAR_IMAGE;

  it('centres FM on the bottom edge at scale .728', () => {
    expect(placeAvatar(AVATAR_IMAGE_SIZE, avatarConfig.FM, canvas)).toEqual({ left: 596, top: 352, width: 1000, height: 1000, scaleX: 0.728, scaleY: 0.728 });
  });

  it('puts SB at the right of the bottom edge at scale .48', () => {
    const { left, top } = placeAvatar(AVATAR_IMAGE_SIZE, avatarConfig.SB, canvas);
    expect(left).toBeCloseTo((1920 - 480) * 0.95, 9);
    expect(top).toBeCloseTo(600, 9);
  });

  it('keeps the presenter standing on the bottom edge of a portrait canvas', () => {
    const { top, scaleY, height } = placeAvatar(AVATAR_IMAGE_SIZE, avatarConfig.SM, { width: 1080, height: 1920 });
    expect(top + height * scaleY).toBeCloseTo(1920, 9);
  });
});
