import { describe, expect, it } from 'vitest';
import { avatarById, DEFAULT_AVATAR_IMAGE } from '../avatars/avatarCatalogue';
import { parseProjectDocument } from '../document';
import { createBlankProject } from '../factories';
import { DEFAULT_LANGUAGE, needsVoiceFor, projectLanguage, projectVoiceGender, setProjectVoice } from './avatarVoice';
import { setSceneAvatar } from './avatars';

const german = { id: 38, name: 'German, Germany', code: 'de-DE', country: 'Germany' };
const katja = { id: 'espeak-de-de-f', name: 'Katja', gender: 'female', samples: '/api/avatars/voices/sample/espeak-de-de-f/', lang: 'de-DE' };
const conrad = { id: 'espeak-de-de-m', name: 'Conrad', gender: 'male', samples: '/api/avatars/voices/sample/espeak-de-de-m/', lang: 'de-DE' };

describe('setProjectVoice', () => {
  it('sets the voice and language of the current avatar and keeps its face', () => {
    const withJames = setSceneAvatar(createBlankProject(), 1, avatarById(5)!);
    const doc = setProjectVoice(withJames, conrad, german);
    expect(doc.currentAvatar).toEqual({ image: avatarById(5), voice: conrad, language: german });
    expect(doc.scenes).toBe(withJames.scenes);
    expect(parseProjectDocument(doc)).toEqual(doc);
  });

  it('gives a project without a current avatar the default face (image 4) with the voice', () => {
    const doc = setProjectVoice(createBlankProject(), katja, german);
    expect(doc.currentAvatar).toEqual({ image: DEFAULT_AVATAR_IMAGE, voice: katja, language: german });
  });

  it('changes nothing when the voice and language are already set', () => {
    const doc = setProjectVoice(createBlankProject(), katja, german);
    expect(setProjectVoice(doc, { ...katja }, { ...german })).toBe(doc);
    expect(setProjectVoice(doc, conrad, german)).not.toBe(doc);
  });
});

describe('the voice a face goes with', () => {
  it('takes the default voice (Cora, female) until one is chosen, then the chosen one', () => {
    const blank = createBlankProject();
    expect(projectVoiceGender(blank)).toBe('female');
    expect(needsVoiceFor(blank, 'female')).toBe(false);
    expect(needsVoiceFor(blank, 'male')).toBe(true);
    const withConrad = setProjectVoice(blank, conrad, german);
    expect(needsVoiceFor(withConrad, 'male')).toBe(false);
    expect(needsVoiceFor(withConrad, 'female')).toBe(true);
  });

  it('speaks the default language (131, English, United States) until one is chosen', () => {
    expect(projectLanguage(createBlankProject())).toEqual({ id: 131, name: 'English, United States' });
    expect(DEFAULT_LANGUAGE.id).toBe(131);
    expect(projectLanguage(setProjectVoice(createBlankProject(), katja, german))).toEqual(german);
  });
});
