import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR_IMAGE } from '../../scene/avatars/avatarCatalogue';
import { avatarPartRasters } from './avatarParts';
import { AVATAR_REST_POSE, avatarMomentAt, poseKey } from './avatarPose';
import { BLINK, blinkStart, isBlinking } from './blink';
import { IDLE, idlePose } from './idleMotion';

describe('blinking', () => {
  it('closes the eyes of avatar 4 from 1.7402 s for 120 ms, first', () => {
    expect(blinkStart(0, 4)).toBeCloseTo(1.7401952927, 9);
    expect(isBlinking(1.72, 4)).toBe(false);
    expect(isBlinking(1.76, 4)).toBe(true);
    expect(isBlinking(1.84, 4)).toBe(true);
    expect(isBlinking(1.88, 4)).toBe(false);
    expect(isBlinking(0, 4)).toBe(false);
  });

  it('blinks every 3 to 5 seconds, for 120 ms, at times that depend on the avatar', () => {
    for (const id of [1, 2, 4, 14]) {
      for (let index = 0; index < 60; index++) {
        const gap = blinkStart(index + 1, id) - blinkStart(index, id);
        expect(gap).toBeGreaterThan(3);
        expect(gap).toBeLessThan(5);
      }
    }
    expect(blinkStart(0, 1)).not.toBe(blinkStart(0, 4));
    expect(BLINK.duration).toBe(0.12);
  });

  it('is a pure function of time and avatar', () => {
    const frames = Array.from({ length: 25 * 60 }, (_, frame) => frame / 25);
    expect(frames.map((t) => isBlinking(t, 7))).toEqual(frames.map((t) => isBlinking(t, 7)));
    expect(frames.filter((t) => isBlinking(t, 7)).length).toBeGreaterThanOrEqual(14 * 2);
  });
});

describe('idle motion', () => {
  it('gives exact values at chosen times', () => {
    expect(idlePose(0, 4).headAngle).toBeCloseTo(-0.542750975664, 10);
    expect(idlePose(0, 4).breath).toBeCloseTo(0.998235925455, 10);
    expect(idlePose(2.5, 5).headAngle).toBeCloseTo(0.729061821872, 10);
  });

  it('stays subtle: the head turns at most 1.2 degrees, the chest moves 0.4 %', () => {
    for (let t = 0; t < 60; t += 0.04) {
      const pose = idlePose(t, 4);
      expect(Math.abs(pose.headAngle)).toBeLessThanOrEqual(IDLE.swayDegrees[0] + IDLE.swayDegrees[1]);
      expect(Math.abs(pose.breath - 1)).toBeLessThanOrEqual(IDLE.breathDepth);
    }
  });
});

describe('avatarMomentAt', () => {
  const track = [
    { start: 0.2, end: 0.4, viseme: 'MBP' as const },
    { start: 0.4, end: 0.6, viseme: 'AI' as const },
  ];

  it('shows the viseme of the track at t, rest outside it, with the blink and idle motion of the moment', () => {
    const idle = idlePose(0.48, 4);
    expect(avatarMomentAt(track, 0.48, 4)).toEqual({ pose: { viseme: 'AI', eyesClosed: false, headAngle: idle.headAngle }, breath: idle.breath });
    expect(avatarMomentAt(track, 0.2, 4).pose.viseme).toBe('MBP');
    expect(avatarMomentAt(track, 0.6, 4).pose.viseme).toBe('rest');
    expect(avatarMomentAt([], 1.76, 4).pose).toMatchObject({ viseme: 'rest', eyesClosed: true });
  });

  it('keys poses by what they draw', () => {
    expect(poseKey(AVATAR_REST_POSE)).toBe('rest:open:0.000');
    expect(poseKey(avatarMomentAt(track, 0.48, 4).pose)).not.toBe(poseKey(avatarMomentAt(track, 0.52, 4).pose));
  });
});

describe('avatarPartRasters', () => {
  it('rasterises whole-image parts at the drawing size and eyes and mouths at their boxes', () => {
    const parts = avatarPartRasters(DEFAULT_AVATAR_IMAGE.rig, 500, 500);
    expect(parts).toHaveLength(4 + 2 + 12);
    expect(parts[0]).toEqual({ name: 'hair-back', url: '/avatars/4/parts/hair-back.svg', width: 500, height: 500 });
    expect(parts.find((part) => part.name === 'eyes-closed')).toEqual({ name: 'eyes-closed', url: '/avatars/4/parts/eyes-closed.svg', width: 85, height: 30 });
    expect(parts.find((part) => part.name === 'mouth-AI')).toEqual({ name: 'mouth-AI', url: '/avatars/4/parts/mouth-AI.svg', width: 80, height: 48 });
  });
});
