import { z } from 'zod';
import { catalogueIdSchema } from './primitives';

/**
 * An avatar image (face) from the avatar catalogue. `avatarConfig` holds the placement presets
 * FM, FB, SM, SB and the face centre, in the avatar image's pixels. Unknown keys are kept.
 */
export const avatarImageSchema = z.looseObject({
  id: catalogueIdSchema,
  name: z.string().optional(),
  gender: z.string().optional(),
  /** URL of the thumbnail. */
  img: z.string().optional(),
  /** URL of the large image. */
  largeImg: z.string().optional(),
  /** URL of the image with a transparent background. */
  transparentImage: z.string().optional(),
  avatarConfig: z
    .looseObject({
      FM: z.unknown().optional(),
      FB: z.unknown().optional(),
      SM: z.unknown().optional(),
      SB: z.unknown().optional(),
      faceCenterPoint: z.object({ x: z.number(), y: z.number() }).optional(),
    })
    .optional(),
});

/** An avatar image of the catalogue. */
export type AvatarImage = z.infer<typeof avatarImageSchema>;

/** A text-to-speech voice. Unknown keys are kept. */
export const voiceSchema = z.looseObject({
  id: catalogueIdSchema,
  name: z.string().optional(),
  gender: z.string().optional(),
  /** Sample audio, as the catalogue gives it. */
  samples: z.unknown().optional(),
  /** Language of the voice, as the catalogue gives it. */
  lang: z.unknown().optional(),
});

/** A voice. */
export type Voice = z.infer<typeof voiceSchema>;

/** A speech language. Unknown keys are kept. */
export const languageSchema = z.looseObject({
  id: catalogueIdSchema,
  name: z.string().optional(),
  code: z.string().optional(),
  country: z.string().optional(),
  /** URL of the flag image. */
  image: z.string().optional(),
});

/** A speech language. */
export type Language = z.infer<typeof languageSchema>;

/** The project's current avatar (`doc.currentAvatar`): face, voice and language; voice and language may be unset. */
export const avatarChoiceSchema = z.object({
  image: avatarImageSchema,
  voice: voiceSchema.nullable().default(null),
  language: languageSchema.nullable().default(null),
});
