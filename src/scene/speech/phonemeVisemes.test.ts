import { describe, expect, it } from 'vitest';
import { phonemeCues, visemeOf, visemeOfArpabet, visemeOfIpa } from './phonemeVisemes';

describe('visemeOfArpabet', () => {
  it.each([
    ['p', 'MBP'],
    ['b', 'MBP'],
    ['m', 'MBP'],
    ['f', 'FV'],
    ['v', 'FV'],
    ['th', 'TH'],
    ['dh', 'TH'],
    ['l', 'L'],
    ['w', 'WQ'],
    ['ch', 'CH'],
    ['jh', 'CH'],
    ['sh', 'CH'],
    ['aa', 'AI'],
    ['ay', 'AI'],
    ['iy', 'E'],
    ['ax', 'E'],
    ['ow', 'O'],
    ['uw', 'U'],
    ['t', 'etc'],
    ['k', 'etc'],
    ['hh', 'etc'],
    ['pau', 'rest'],
  ] as const)('%s → %s', (phone, viseme) => {
    expect(visemeOfArpabet(phone)).toBe(viseme);
  });

  it('ignores case and stress digits', () => {
    expect(visemeOfArpabet('AY1')).toBe('AI');
    expect(visemeOfArpabet('OW0')).toBe('O');
    expect(visemeOfArpabet('P')).toBe('MBP');
  });

  it('shows the neutral mouth for an unknown phone', () => {
    expect(visemeOfArpabet('xx')).toBe('etc');
  });
});

describe('visemeOfIpa', () => {
  it.each([
    ['p', 'MBP'],
    ['m', 'MBP'],
    ['f', 'FV'],
    ['v', 'FV'],
    ['θ', 'TH'],
    ['ð', 'TH'],
    ['l', 'L'],
    ['w', 'WQ'],
    ['ʃ', 'CH'],
    ['tʃ', 'CH'],
    ['dʒ', 'CH'],
    ['t͡ʃ', 'CH'],
    ['a', 'AI'],
    ['æ', 'AI'],
    ['aɪ', 'AI'],
    ['i', 'E'],
    ['ə', 'E'],
    ['o', 'O'],
    ['ø', 'O'],
    ['u', 'U'],
    ['y', 'U'],
    ['t', 'etc'],
    ['ts', 'etc'],
    ['ɾ', 'etc'],
    ['ç', 'etc'],
  ] as const)('%s → %s', (phoneme, viseme) => {
    expect(visemeOfIpa(phoneme)).toBe(viseme);
  });

  it('ignores stress, length, aspiration and nasal marks', () => {
    expect(visemeOfIpa('ˈuː')).toBe('U');
    expect(visemeOfIpa('ˌaʊ')).toBe('AI');
    expect(visemeOfIpa('pʰ')).toBe('MBP');
    expect(visemeOfIpa('ɐ̃')).toBe('AI');
    expect(visemeOfIpa('ˈɑː')).toBe('AI');
  });

  it('reads empty phonemes and pauses as rest', () => {
    expect(visemeOfIpa('')).toBe('rest');
    expect(visemeOfIpa('_')).toBe('rest');
    expect(visemeOfIpa('ˈ')).toBe('rest');
  });
});

describe('visemeOf', () => {
  it('reads the phoneme in the given alphabet', () => {
    expect(visemeOf('th', 'arpabet')).toBe('TH');
    expect(visemeOf('θ', 'ipa')).toBe('TH');
    expect(visemeOf('e', 'arpabet')).toBe('etc');
    expect(visemeOf('e', 'ipa')).toBe('E');
  });
});

describe('phonemeCues', () => {
  it('gives each phoneme its viseme over the same time', () => {
    expect(phonemeCues([{ phoneme: 'm', start: 0.1, end: 0.2 }], 'arpabet')).toEqual([{ start: 0.1, end: 0.2, viseme: 'MBP' }]);
  });
});
