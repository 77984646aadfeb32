import { AVATAR_POSITION_PRESETS, DEFAULT_AVATAR } from '../constants';
import type { AvatarRig } from './avatarRig';

/** The presenter's gender, as voices carry it (a face and a voice of one gender go together). */
export type AvatarGender = 'female' | 'male';

/** A point or a box in the avatar image's own pixels. */
export type AvatarPoint = { x: number; y: number };

/** Keys of the position presets in `avatarConfig` (spec 000 §9: FM, FB, SM, SB). */
export type AvatarPresetKey = keyof typeof AVATAR_POSITION_PRESETS;

/**
 * A position preset: the avatar drawn at `scale` and aligned in the canvas the way CSS
 * `object-position` aligns a box, `alignX`/`alignY` 0..1 of the free room (0 left/top, 0.5
 * centre, 1 right/bottom). Every preset stands the presenter on the canvas's bottom edge (the
 * art is cut at the waist): F ("front") centres it, S ("side") puts it at the right; M is the
 * medium shot, B the smaller one.
 */
export type AvatarPlacement = { scale: number; alignX: number; alignY: number };

/** The avatar image's `avatarConfig` (spec 000 §3): the presets and the face centre in image px. */
export type AvatarConfig = Record<AvatarPresetKey, AvatarPlacement> & { faceCenterPoint: AvatarPoint };

/** One presenter of the catalogue (spec 000 §3 "Avatar image") with its rig. */
export type AvatarCatalogueEntry = {
  id: number;
  name: string;
  gender: AvatarGender;
  /** Thumbnail (the carousel): the head and shoulders on a soft round backdrop. */
  img: string;
  /** Large picture: the whole image on a soft backdrop. */
  largeImg: string;
  /** The whole image with a transparent background (the resting presenter). */
  transparentImage: string;
  avatarConfig: AvatarConfig;
  /** How the engine draws it from its parts (see `avatarRig.ts`). */
  rig: AvatarRig;
};

/** Size of every presenter image, px: head, shoulders and upper body, cut at the waist. */
export const AVATAR_IMAGE_SIZE = { width: 1000, height: 1000 } as const;

/** Where the template puts the face's features, image px (shared by every presenter). */
export const AVATAR_TEMPLATE = {
  faceCenter: { x: 500, y: 400 },
  eyes: { x: 415, y: 355, width: 170, height: 60 },
  mouth: { x: 420, y: 456, width: 160, height: 96 },
  headPivot: { x: 500, y: 610 },
} as const;

/** Horizontal alignment of the presets: F centred, S at the right (leaving the left for text). */
const PRESET_ALIGN_X: Record<AvatarPresetKey, number> = { FM: 0.5, FB: 0.5, SM: 0.92, SB: 0.95 };

/** The presenters: [id, name, gender]. Id 4 is the default avatar (spec 000 §3). */
const PRESENTERS: readonly (readonly [number, string, AvatarGender])[] = [
  [1, 'Sophia', 'female'],
  [2, 'Marcus', 'male'],
  [3, 'Priya', 'female'],
  [4, 'Emma', 'female'],
  [5, 'James', 'male'],
  [6, 'Aiko', 'female'],
  [7, 'Diego', 'male'],
  [8, 'Amara', 'female'],
  [9, 'Wei', 'male'],
  [10, 'Layla', 'female'],
  [11, 'Robert', 'male'],
  [12, 'Olivia', 'female'],
  [13, 'Noah', 'male'],
  [14, 'Helen', 'female'],
];

/** Folder of a presenter's files under `public/` (served at the site root). */
export function avatarFolder(id: number): string {
  return `/avatars/${id}/`;
}

/** A position preset of our presenters: the spec's scale, standing on the bottom edge, centred (F) or at the right (S). */
export function presetPlacement(key: AvatarPresetKey): AvatarPlacement {
  return { scale: AVATAR_POSITION_PRESETS[key], alignX: PRESET_ALIGN_X[key], alignY: 1 };
}

function entry([id, name, gender]: readonly [number, string, AvatarGender]): AvatarCatalogueEntry {
  const folder = avatarFolder(id);
  const preset = presetPlacement;
  return {
    id,
    name,
    gender,
    img: `${folder}thumbnail.svg`,
    largeImg: `${folder}large.svg`,
    transparentImage: `${folder}avatar.svg`,
    avatarConfig: { FM: preset('FM'), FB: preset('FB'), SM: preset('SM'), SB: preset('SB'), faceCenterPoint: { ...AVATAR_TEMPLATE.faceCenter } },
    rig: {
      parts: `${folder}parts/`,
      ...AVATAR_IMAGE_SIZE,
      eyes: { ...AVATAR_TEMPLATE.eyes },
      mouth: { ...AVATAR_TEMPLATE.mouth },
      headPivot: { ...AVATAR_TEMPLATE.headPivot },
    },
  };
}

/** Every presenter, in carousel order (by id). */
export const AVATAR_CATALOGUE: readonly AvatarCatalogueEntry[] = PRESENTERS.map(entry);

/** The presenter with this id, if the catalogue has it. */
export function avatarById(id: number): AvatarCatalogueEntry | undefined {
  return AVATAR_CATALOGUE.find((avatar) => avatar.id === id);
}

/** The default presenter (image id 4). */
export const DEFAULT_AVATAR_IMAGE: AvatarCatalogueEntry = avatarById(DEFAULT_AVATAR.imageId)!;
