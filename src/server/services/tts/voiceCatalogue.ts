import { DEFAULT_AVATAR } from '../../../scene/constants.ts';
import { SPEECH_LANGUAGES, type SpeechLanguage } from './languages.ts';
import type { ProviderVoice, SpeechProvider, VoiceGender } from './speechProvider.ts';

/** A voice of the catalogue: the provider's voice, which provider speaks it and its language. */
export type CatalogueVoice = ProviderVoice & { provider: SpeechProvider; language: SpeechLanguage };

/** Every voice of the given providers, looked up by id and by language. */
export type VoiceCatalogue = {
  /** All voices: per language in provider order (the order the providers were given). */
  readonly voices: readonly CatalogueVoice[];
  /** Languages that have voices, by name. */
  readonly languages: readonly SpeechLanguage[];
  /** Cora, the default voice (spec 000 §3). */
  readonly defaultVoice: CatalogueVoice;
  voice(id: string): CatalogueVoice | undefined;
  language(id: number): SpeechLanguage | undefined;
  /** A language's voices, those of `gender` first (each group keeps the catalogue order). */
  languageVoices(languageId: number, gender?: VoiceGender): CatalogueVoice[];
};

/**
 * Builds the catalogue; throws when a provider names a language the table does not have, repeats a
 * voice id, or when the default voice (Cora, English, United States) is missing.
 */
export function createVoiceCatalogue(providers: readonly SpeechProvider[]): VoiceCatalogue {
  const languageByCode = new Map(SPEECH_LANGUAGES.map((language) => [language.code, language]));
  const byId = new Map<string, CatalogueVoice>();
  for (const provider of providers) {
    for (const voice of provider.voices()) {
      const language = languageByCode.get(voice.languageCode);
      if (!language) throw new Error(`voice ${voice.id} speaks ${voice.languageCode}, which the language table does not have`);
      if (byId.has(voice.id)) throw new Error(`two voices have the id ${voice.id}`);
      byId.set(voice.id, { ...voice, provider, language });
    }
  }
  const order = new Map(SPEECH_LANGUAGES.map((language, index) => [language.id, index]));
  const voices = [...byId.values()].sort((a, b) => order.get(a.language.id)! - order.get(b.language.id)!);
  const languages = SPEECH_LANGUAGES.filter((language) => voices.some((voice) => voice.language === language));
  const defaultVoice = voices.find((voice) => voice.language.id === DEFAULT_AVATAR.languageId && voice.name === DEFAULT_AVATAR.voiceName);
  if (!defaultVoice) throw new Error(`the default voice ${DEFAULT_AVATAR.voiceName} is missing`);
  return {
    voices,
    languages,
    defaultVoice,
    voice: (id) => byId.get(id),
    language: (id) => languages.find((language) => language.id === id),
    languageVoices(languageId, gender) {
      const spoken = voices.filter((voice) => voice.language.id === languageId);
      return gender ? [...spoken.filter((voice) => voice.gender === gender), ...spoken.filter((voice) => voice.gender !== gender)] : spoken;
    },
  };
}
