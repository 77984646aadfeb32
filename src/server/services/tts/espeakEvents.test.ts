import { describe, expect, it } from 'vitest';
import { escapeForEspeak, type EspeakEvent, espeakTimings } from './espeakEvents';

const phoneme = (ms: number, id: string, at: number): EspeakEvent => ({ type: 'phoneme', audio_position: ms, id, text_position: at, word_length: 0 });
const word = (ms: number, at: number, length: number): EspeakEvent => ({ type: 'word', audio_position: ms, id: 1, text_position: at, word_length: length });
const end = (ms: number): EspeakEvent => ({ type: 'end', audio_position: ms, text_position: 0, word_length: 0 });

describe('escapeForEspeak', () => {
  it('escapes SSML characters and maps each escaped character to its origin', () => {
    expect(escapeForEspeak('a<b & 😀c')).toEqual({ escaped: 'a&lt;b &amp; 😀c', origin: [0, 1, 1, 1, 1, 2, 3, 4, 4, 4, 4, 4, 5, 6, 8] });
  });
});

describe('espeakTimings', () => {
  // espeak-ng's events for "Grüße aus München." (German), shortened.
  const text = 'Grüße aus München.';
  const events = [
    { type: 'sentence', audio_position: 0, id: 1, text_position: 1, word_length: 0 },
    word(0, 1, 5),
    phoneme(12, 'ɡ', 1),
    phoneme(38, 'ɾ', 1),
    phoneme(111, 'ˈyː', 1),
    phoneme(199, 's', 1),
    phoneme(272, 'ə', 1),
    phoneme(344, '', 1),
    word(369, 7, 3),
    phoneme(369, '', 7),
    phoneme(369, 'ˌaʊ', 7),
    phoneme(483, 's', 7),
    word(555, 11, 7),
    phoneme(560, 'm', 11),
    phoneme(639, 'ˈʏ', 11),
    phoneme(677, 'n', 11),
    phoneme(938, '', 18),
    end(1050),
  ];

  it('times each phoneme until the next phoneme or pause, and each word over its phonemes', () => {
    const { phonemes, words } = espeakTimings(events, escapeForEspeak(text), text, 1.1);
    expect(phonemes).toEqual([
      { phoneme: 'ɡ', start: 0.012, end: 0.038 },
      { phoneme: 'ɾ', start: 0.038, end: 0.111 },
      { phoneme: 'ˈyː', start: 0.111, end: 0.199 },
      { phoneme: 's', start: 0.199, end: 0.272 },
      { phoneme: 'ə', start: 0.272, end: 0.344 },
      { phoneme: 'ˌaʊ', start: 0.369, end: 0.483 },
      { phoneme: 's', start: 0.483, end: 0.56 },
      { phoneme: 'm', start: 0.56, end: 0.639 },
      { phoneme: 'ˈʏ', start: 0.639, end: 0.677 },
      { phoneme: 'n', start: 0.677, end: 0.938 },
    ]);
    expect(words).toEqual([
      { word: 'Grüße', start: 0.012, end: 0.344 },
      { word: 'aus', start: 0.369, end: 0.56 },
      { word: 'München', start: 0.56, end: 0.938 },
    ]);
  });

  it('ends an open phoneme at the end of the audio and keeps times within it', () => {
    const { phonemes } = espeakTimings([word(0, 1, 2), phoneme(10, 'o', 1), phoneme(900, 'k', 1)], escapeForEspeak('ok'), 'ok', 0.5);
    expect(phonemes).toEqual([{ phoneme: 'o', start: 0.01, end: 0.5 }]);
  });

  it('finds the original words behind escaped characters', () => {
    const original = 'AT&T rocks';
    const { words } = espeakTimings([word(0, 1, 8), phoneme(0, 'eɪ', 1), word(500, 10, 5), phoneme(500, 'ɹ', 10), end(800)], escapeForEspeak(original), original, 0.8);
    expect(words).toEqual([
      { word: 'AT&T', start: 0, end: 0.5 },
      { word: 'rocks', start: 0.5, end: 0.8 },
    ]);
  });
});
