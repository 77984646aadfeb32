import { describe, expect, it } from 'vitest';
import { parseFlitePhones, phonesPerWord, wordsForT2p } from './fliteOutput';

describe('parseFlitePhones', () => {
  it('reads phone:end pairs back to back', () => {
    expect(parseFlitePhones('pau:0.164 hh:0.255 ax:0.304 \n')).toEqual([
      { phoneme: 'pau', start: 0, end: 0.164 },
      { phoneme: 'hh', start: 0.164, end: 0.255 },
      { phoneme: 'ax', start: 0.255, end: 0.304 },
    ]);
  });

  it('moves each utterance after the one before', () => {
    expect(parseFlitePhones('pau:0.1 ow:0.3 pau:0.5 \npau:0.2 ay:0.4 \n')).toEqual([
      { phoneme: 'pau', start: 0, end: 0.1 },
      { phoneme: 'ow', start: 0.1, end: 0.3 },
      { phoneme: 'pau', start: 0.3, end: 0.5 },
      { phoneme: 'pau', start: 0.5, end: 0.7 },
      { phoneme: 'ay', start: 0.7, end: 0.9 },
    ]);
  });

  it('ignores anything that is not a pair', () => {
    expect(parseFlitePhones('warning: something\n')).toEqual([]);
  });
});

describe('wordsForT2p', () => {
  it('keeps tokens with letters or digits, without surrounding punctuation', () => {
    expect(wordsForT2p('Hello, Dr. Smith - it\'s 3 "quoted" ... e-mail!')).toEqual(['Hello', 'Dr', 'Smith', "it's", '3', 'quoted', 'e-mail']);
  });
});

describe('phonesPerWord', () => {
  it('splits at the pauses and drops stress digits', () => {
    expect(phonesPerWord('pau hh ax l ow1 pau th r iy1 pau \n', 2)).toEqual([
      ['hh', 'ax', 'l', 'ow'],
      ['th', 'r', 'iy'],
    ]);
  });

  it('gives undefined when the groups do not match the words', () => {
    expect(phonesPerWord('pau hh ax l ow1 pau', 2)).toBeUndefined();
  });
});
