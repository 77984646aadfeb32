import type { AvatarRig } from '../../scene/avatars/avatarRig';
import { VISEMES, type Viseme } from '../../scene/speech/visemeTrack';

/** The part files of a rig: the whole-image layers, both eye states and every mouth. */
export type AvatarPartName = 'hair-back' | 'body' | 'head' | 'hair-front' | 'eyes-open' | 'eyes-closed' | `mouth-${Viseme}`;

/** One part to rasterise: its file and its raster size for a drawing of the whole avatar at `width` x `height`. */
export type AvatarPartRaster = { name: AvatarPartName; url: string; width: number; height: number };

/** The parts of a rig and the pixel sizes they are rasterised at, for an avatar drawn `width` x `height`. */
export function avatarPartRasters(rig: AvatarRig, width: number, height: number): AvatarPartRaster[] {
  const scaleX = width / rig.width;
  const scaleY = height / rig.height;
  const sized = (name: AvatarPartName, box: { width: number; height: number }): AvatarPartRaster => ({
    name,
    url: `${rig.parts}${name}.svg`,
    width: Math.max(1, Math.round(box.width * scaleX)),
    height: Math.max(1, Math.round(box.height * scaleY)),
  });
  return [
    ...(['hair-back', 'body', 'head', 'hair-front'] as const).map((name) => sized(name, rig)),
    sized('eyes-open', rig.eyes),
    sized('eyes-closed', rig.eyes),
    ...VISEMES.map((viseme) => sized(`mouth-${viseme}`, rig.mouth)),
  ];
}
