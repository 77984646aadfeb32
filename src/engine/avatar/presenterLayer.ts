import { multiplyAffine } from '../../scene/affine';
import type { AvatarRig } from '../../scene/avatars/avatarRig';
import type { VisemeTrack } from '../../scene/speech/visemeTrack';
import type { AvatarLayer } from '../timeline/drawList';
import { AVATAR_REST_POSE, avatarMomentAt } from './avatarPose';

/** The layer fields a presenter shares with any object: where it is drawn and its effects. */
export type PresenterPlacement = Omit<AvatarLayer, 'kind' | 'rig' | 'pose'>;

/**
 * The presenter's layer at scene time `localTime` (null: the editing view, standing still with its
 * mouth at rest). Breathing stretches the whole unframed presenter a little upwards from its bottom
 * edge (in its matrix: the picture is not re-drawn for it, and the raster keeps its rest size); a
 * framed one does not breathe, so its frame stays still.
 */
export function presenterLayer(
  placement: PresenterPlacement,
  avatar: { id: number; rig: AvatarRig },
  track: VisemeTrack,
  localTime: number | null,
  isFramed: boolean,
): AvatarLayer {
  if (localTime === null) return { ...placement, kind: 'avatar', rig: avatar.rig, pose: AVATAR_REST_POSE };
  const { pose, breath } = avatarMomentAt(track, localTime, avatar.id);
  const layer: AvatarLayer = { ...placement, kind: 'avatar', rig: avatar.rig, pose };
  if (isFramed || breath === 1) return layer;
  return { ...layer, matrix: multiplyAffine(placement.matrix, [1, 0, 0, breath, 0, 1 - breath]), restMatrix: placement.matrix };
}
