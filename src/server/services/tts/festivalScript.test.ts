import { describe, expect, it } from 'vitest';
import { festivalScript, parseFestivalOutput, schemeString } from './festivalScript';

describe('schemeString', () => {
  it('escapes quotes and backslashes so the text stays one string', () => {
    expect(schemeString('Say "hi")) (system "rm") \\')).toBe('"Say \\"hi\\")) (system \\"rm\\") \\\\"');
  });
});

describe('festivalScript', () => {
  it('selects the voice, synthesises the text and prints segments and words', () => {
    const script = festivalScript({ text: 'Hello "you"', voice: 'cmu_us_slt_arctic_hts', rate: 1, wavPath: '/tmp/w/a.wav' });
    expect(script).toContain('(voice_cmu_us_slt_arctic_hts)');
    expect(script).toContain('(Utterance Text "Hello \\"you\\"")');
    expect(script).toContain(`(utt.save.wave utt "/tmp/w/a.wav" 'riff)`);
    expect(script).not.toContain('"-r"');
  });

  it('sets the HTS speed factor for another rate', () => {
    expect(festivalScript({ text: 'x', voice: 'cmu_us_slt_arctic_hts', rate: 1.5, wavPath: 'a.wav' })).toContain('(list "-r" 1.500)');
  });

  it('refuses a voice name that is not a plain identifier', () => {
    expect(() => festivalScript({ text: 'x', voice: 'slt) (system "id"', rate: 1, wavPath: 'a.wav' })).toThrow('not a Festival voice name');
  });
});

describe('parseFestivalOutput', () => {
  it('reads segments back to back and words with their times', () => {
    const output = "S pau 0.165000\nS hh 0.240000\nS ax 0.290000\nW hello 0.165000 0.400000\nW it's 0.4 0.6\nnoise\n";
    expect(parseFestivalOutput(output)).toEqual({
      phonemes: [
        { phoneme: 'pau', start: 0, end: 0.165 },
        { phoneme: 'hh', start: 0.165, end: 0.24 },
        { phoneme: 'ax', start: 0.24, end: 0.29 },
      ],
      words: [
        { word: 'hello', start: 0.165, end: 0.4 },
        { word: "it's", start: 0.4, end: 0.6 },
      ],
    });
  });
});
