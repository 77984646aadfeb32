import { describe, expect, it } from 'vitest';
import { applyAffine } from '../../scene/affine';
import { DEFAULT_AVATAR_IMAGE } from '../../scene/avatars/avatarCatalogue';
import { AVATAR_REST_POSE } from './avatarPose';
import { idlePose } from './idleMotion';
import { presenterLayer } from './presenterLayer';

const placement = { id: 'avatar-1', matrix: [728, 0, 0, 728, 596, 352] as [number, number, number, number, number, number], opacity: 1, pixelScale: 0.728 };
const avatar = { id: 4, rig: DEFAULT_AVATAR_IMAGE.rig };

describe('presenterLayer', () => {
  it('breathes by stretching upwards from the bottom edge, keeping the rest matrix for its raster', () => {
    const layer = presenterLayer(placement, avatar, [], 1, false);
    const { breath } = idlePose(1, 4);
    expect(breath).not.toBe(1);
    expect(layer.restMatrix).toEqual(placement.matrix);
    const [bottomX, bottomY] = applyAffine(layer.matrix, 0.5, 1);
    expect(bottomX).toBeCloseTo(960, 9);
    expect(bottomY).toBeCloseTo(1080, 9);
    expect(applyAffine(layer.matrix, 0.5, 0)[1]).toBeCloseTo(1080 - 728 * breath, 9);
  });

  it('keeps a framed presenter still (no breath) and the editing view at rest', () => {
    expect(presenterLayer(placement, avatar, [], 1, true).matrix).toEqual(placement.matrix);
    const atRest = presenterLayer(placement, avatar, [{ start: 0, end: 2, viseme: 'O' }], null, false);
    expect(atRest).toEqual({ ...placement, kind: 'avatar', rig: avatar.rig, pose: AVATAR_REST_POSE });
  });
});
