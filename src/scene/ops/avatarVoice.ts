import { type AvatarGender, DEFAULT_AVATAR_IMAGE } from '../avatars/avatarCatalogue';
import { DEFAULT_AVATAR } from '../constants';
import type { AvatarImage, Language, Voice } from '../schema/avatar';
import type { ProjectDocument } from '../schema/project';
import { isSameValue } from './sameValue';

/** The default language (spec 000 §3: id 131, English, United States), as a project records it before a voice is chosen. */
export const DEFAULT_LANGUAGE: Language = { id: DEFAULT_AVATAR.languageId, name: DEFAULT_AVATAR.languageName };

/**
 * Sets the voice that speaks the project and its language (Avatar Settings → Voice):
 * `currentAvatar.voice` and `.language`. The face stays; a project without a current avatar gets
 * the default face (image 4) with it. Choosing the voice and language already set changes nothing.
 * @param voice - the voice record to keep (spec 000 §3: id, name, gender, samples, lang)
 * @param language - its language (id, name, code, country, image)
 */
export function setProjectVoice(doc: ProjectDocument, voice: Voice, language: Language): ProjectDocument {
  const current = doc.currentAvatar;
  if (current && isSameValue(current.voice, voice) && isSameValue(current.language, language)) return doc;
  const image: AvatarImage = current?.image ?? structuredClone(DEFAULT_AVATAR_IMAGE);
  return { ...doc, currentAvatar: { image, voice: structuredClone(voice), language: structuredClone(language) } };
}

/**
 * The gender of the voice that speaks the project: the chosen voice's, else the default voice's
 * (Cora, who goes with the default face, image 4).
 */
export function projectVoiceGender(doc: ProjectDocument): string | undefined {
  return doc.currentAvatar?.voice ? doc.currentAvatar.voice.gender : DEFAULT_AVATAR_IMAGE.gender;
}

/**
 * Whether showing a face of `gender` calls for a new voice (spec 000 §8 "voice lookup on gender
 * change"): the project's voice is of another gender.
 */
export function needsVoiceFor(doc: ProjectDocument, gender: AvatarGender): boolean {
  return projectVoiceGender(doc) !== gender;
}

/** The language the project speaks: the chosen one, else the default (131, English, United States). */
export function projectLanguage(doc: ProjectDocument): Language {
  return doc.currentAvatar?.language ?? DEFAULT_LANGUAGE;
}
