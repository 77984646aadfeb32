import { describe, expect, it } from 'vitest';
import { createEspeakProvider } from './espeakProvider';
import { createFestivalProvider } from './festivalProvider';
import { createFliteProvider } from './fliteProvider';
import { SPEECH_LANGUAGES } from './languages';
import type { ProviderVoice, SpeechProvider } from './speechProvider';
import { createVoiceCatalogue } from './voiceCatalogue';

const shipped = () => [createFestivalProvider(), createFliteProvider(), createEspeakProvider()];

/** A provider that offers the given voices and never speaks. */
const offering = (voices: ProviderVoice[]): SpeechProvider => ({
  id: 'cloud',
  version: 'test',
  voices: () => voices,
  synthesize: () => Promise.reject(new Error('not here')),
  close: async () => {},
});

const cora: ProviderVoice = { id: 'x-cora', name: 'Cora', gender: 'female', languageCode: 'en-US', engineVoice: 'cora' };

describe('the language table', () => {
  it('has stable unique ids and codes, 131 being English, United States', () => {
    expect(new Set(SPEECH_LANGUAGES.map((language) => language.id)).size).toBe(SPEECH_LANGUAGES.length);
    expect(new Set(SPEECH_LANGUAGES.map((language) => language.code)).size).toBe(SPEECH_LANGUAGES.length);
    expect(SPEECH_LANGUAGES.find((language) => language.id === 131)).toMatchObject({ code: 'en-US', name: 'English, United States' });
    expect(SPEECH_LANGUAGES.find((language) => language.code === 'de-DE')).toMatchObject({ id: 38, name: 'German, Germany' });
  });

  it('lists more than 100 languages by name', () => {
    expect(SPEECH_LANGUAGES.length).toBeGreaterThan(100);
    const names = SPEECH_LANGUAGES.map((language) => language.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('createVoiceCatalogue', () => {
  const catalogue = createVoiceCatalogue(shipped());

  it('makes Cora, the Festival HTS voice, the default voice of English, United States', () => {
    expect(catalogue.defaultVoice).toMatchObject({ id: 'festival-slt', name: 'Cora', gender: 'female', language: { id: 131 } });
    expect(catalogue.defaultVoice.provider.id).toBe('festival');
  });

  it('gives every voice a human first name and every language a female and a male voice', () => {
    for (const voice of catalogue.voices) expect(voice.name).toMatch(/^\p{Lu}[\p{L}' -]+$/u);
    for (const language of catalogue.languages) {
      const genders = catalogue.languageVoices(language.id).map((voice) => voice.gender);
      expect(genders).toContain('female');
      expect(genders).toContain('male');
    }
    expect(catalogue.languages).toHaveLength(SPEECH_LANGUAGES.length);
  });

  it('lists English voices by provider: Festival, Flite, then espeak-ng', () => {
    expect(catalogue.languageVoices(131).map((voice) => voice.id)).toEqual([
      'festival-slt',
      'flite-slt',
      'flite-rms',
      'flite-awb',
      'flite-kal16',
      'espeak-en-us-f',
      'espeak-en-us-m',
    ]);
  });

  it('puts the voices of the asked gender first', () => {
    const names = catalogue.languageVoices(131, 'male').map((voice) => voice.name);
    expect(names).toEqual(['Ryan', 'Angus', 'Kevin', 'Ethan', 'Cora', 'Sally', 'Emma']);
    expect(catalogue.languageVoices(38, 'female').map((voice) => voice.name)).toEqual(['Katja', 'Conrad']);
    expect(catalogue.languageVoices(9999)).toEqual([]);
  });

  it('finds voices by id and languages by id', () => {
    expect(catalogue.voice('espeak-de-de-f')).toMatchObject({ name: 'Katja', engineVoice: 'de+f3', language: { code: 'de-DE' } });
    expect(catalogue.voice('nobody')).toBeUndefined();
    expect(catalogue.language(131)?.name).toBe('English, United States');
  });

  it('refuses repeated ids, unknown languages and a missing default voice', () => {
    expect(() => createVoiceCatalogue([offering([cora, cora])])).toThrow('two voices have the id x-cora');
    expect(() => createVoiceCatalogue([offering([cora, { ...cora, id: 'x-y', languageCode: 'xx-XX' }])])).toThrow('xx-XX');
    expect(() => createVoiceCatalogue([offering([{ ...cora, name: 'Dora' }])])).toThrow('default voice Cora is missing');
  });
});
