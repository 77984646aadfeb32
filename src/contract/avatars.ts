import { z } from 'zod';
import { avatarRigSchema } from '../scene/avatars/avatarRig';
import { errorMessageSchema } from './reply';

/**
 * The presenters and the speech voices as the API answers them (spec 000 §3 "Avatar image",
 * "Voice", "Language"; §7 `GET /api/avatars/image/`, `GET /api/avatars/voices/`,
 * `POST /api/avatars/avatar_voices/`).
 */

const genderSchema = z.enum(['female', 'male']);

/** A position preset of `avatarConfig` (`AvatarPlacement` of src/scene/avatars/avatarCatalogue.ts). */
const placementSchema = z.object({ scale: z.number(), alignX: z.number(), alignY: z.number() });

/** A presenter of the faces carousel (`AvatarCatalogueEntry`): its pictures, position presets and rig. */
export const avatarImageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: genderSchema,
  img: z.string(),
  largeImg: z.string(),
  transparentImage: z.string(),
  avatarConfig: z.object({
    FM: placementSchema,
    FB: placementSchema,
    SM: placementSchema,
    SB: placementSchema,
    faceCenterPoint: z.object({ x: z.number(), y: z.number() }),
  }),
  rig: avatarRigSchema,
});

/** `GET /api/avatars/image/`: every presenter at once, in carousel order (not paged). */
export const avatarImagesReplySchema = z.object({ isError: z.boolean(), message: errorMessageSchema, count: z.number().int().min(0), results: z.array(avatarImageSchema) });

/** A voice as the server offers it; `samples` is the address of its short sample. */
export const voiceOptionSchema = z.object({
  id: z.string(),
  /** A first name. */
  name: z.string(),
  gender: genderSchema,
  /** BCP 47 code of its language. */
  lang: z.string(),
  languageId: z.number().int(),
  samples: z.string(),
  /** Which synthesiser speaks it. */
  provider: z.enum(['festival', 'flite', 'espeak', 'cloud']),
});
export type VoiceOption = z.infer<typeof voiceOptionSchema>;

/** A speech language with its voices; `name` is "Language, Country". */
export const voiceLanguageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  country: z.string(),
  /** Address of a flag picture: the spec's language record has one, this server gives none. */
  image: z.string().optional(),
  voices: z.array(voiceOptionSchema),
});
export type VoiceLanguage = z.infer<typeof voiceLanguageSchema>;

/** `POST /api/avatars/avatar_voices/`: a language's voices, those of the avatar's gender first. */
export const avatarVoicesReplySchema = z.object({ isError: z.boolean(), message: errorMessageSchema, results: z.array(voiceOptionSchema) });
