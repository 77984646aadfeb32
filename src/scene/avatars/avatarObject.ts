import { z } from 'zod';
import { avatarObjectId } from '../ids';
import { type AvatarObject, canvasObjectSchema } from '../schema/canvasObject';
import { type AvatarCatalogueEntry, type AvatarPlacement, type AvatarPresetKey, presetPlacement } from './avatarCatalogue';
import { type AvatarGeometry, placeAvatar } from './avatarPlacement';

/** The preset a new avatar stands at: FM, the medium shot in the middle. */
export const DEFAULT_AVATAR_PRESET: AvatarPresetKey = 'FM';

/** The fields that show a presenter: its picture, its name and the catalogue record (`_Data`) the engine draws its parts from. */
export function avatarLookFields(avatar: AvatarCatalogueEntry): Pick<AvatarObject, '_Src' | '_Name' | '_Data'> {
  return { _Src: avatar.transparentImage, _Name: avatar.name, _Data: structuredClone(avatar) };
}

/** A new avatar object of scene `sceneId` showing `avatar` at a position preset on a canvas of the given size. */
export function createAvatarObject(sceneId: number, avatar: AvatarCatalogueEntry, canvas: { width: number; height: number }, preset = DEFAULT_AVATAR_PRESET): AvatarObject {
  const geometry = placeAvatar(avatar.rig, avatar.avatarConfig[preset], canvas);
  return canvasObjectSchema.parse({ id: avatarObjectId(sceneId), _Type: 'avatar', ...avatarLookFields(avatar), ...geometry }) as AvatarObject;
}

const placementSchema = z.object({ scale: z.number().positive(), alignX: z.number().min(0).max(1), alignY: z.number().min(0).max(1) });

/** Where preset `preset` puts an avatar object: its image's own `avatarConfig` when it has a valid one, else our presenters' placement. */
export function avatarPresetGeometry(object: AvatarObject, preset: AvatarPresetKey, canvas: { width: number; height: number }): AvatarGeometry {
  const config = (object._Data?.avatarConfig ?? {}) as Record<string, unknown>;
  const parsed = placementSchema.safeParse(config[preset]);
  const placement: AvatarPlacement = parsed.success ? parsed.data : presetPlacement(preset);
  return placeAvatar(object, placement, canvas);
}

/** The preset the avatar stands at (its position and scale within half a px and 0.001), or null. */
export function avatarPresetOf(object: AvatarObject, canvas: { width: number; height: number }): AvatarPresetKey | null {
  const presets: AvatarPresetKey[] = ['FM', 'FB', 'SM', 'SB'];
  return (
    presets.find((preset) => {
      const geometry = avatarPresetGeometry(object, preset, canvas);
      return (
        Math.abs(geometry.left - object.left) <= 0.5 &&
        Math.abs(geometry.top - object.top) <= 0.5 &&
        Math.abs(geometry.scaleX - object.scaleX) <= 0.001 &&
        Math.abs(geometry.scaleY - object.scaleY) <= 0.001
      );
    }) ?? null
  );
}
