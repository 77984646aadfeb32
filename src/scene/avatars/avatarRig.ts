import { z } from 'zod';

const pointSchema = z.object({ x: z.number(), y: z.number() });
const boxSchema = z.object({ x: z.number(), y: z.number(), width: z.number().positive(), height: z.number().positive() });

/**
 * How the engine puts a presenter together from its layered parts (ours, beyond the spec's avatar
 * image fields): every part is an SVG under `parts`; whole-image parts (`hair-back.svg`,
 * `body.svg`, `head.svg`, `hair-front.svg`) span the image, eyes (`eyes-open.svg`,
 * `eyes-closed.svg`) span `eyes` and mouths (`mouth-{viseme}.svg`) span `mouth`. The head, with
 * the face and hair, turns and nods about `headPivot` (the neck). Boxes and points in image px.
 */
export const avatarRigSchema = z.object({
  /** Folder of the part files, ending in `/`. */
  parts: z.string().min(1).endsWith('/'),
  /** Size of the image, px. */
  width: z.number().positive(),
  height: z.number().positive(),
  eyes: boxSchema,
  mouth: boxSchema,
  headPivot: pointSchema,
});

/** A presenter's rig. */
export type AvatarRig = z.infer<typeof avatarRigSchema>;

/** What an avatar object's `_Data` (the avatar image it was made from) must hold to be drawn from its parts. */
const riggedImageSchema = z.object({ id: z.number(), rig: avatarRigSchema });

/** The avatar id and rig in an avatar object's `_Data`; null for an avatar image without parts (drawn as its picture). */
export function riggedAvatarOf(data: unknown): { id: number; rig: AvatarRig } | null {
  const parsed = riggedImageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
