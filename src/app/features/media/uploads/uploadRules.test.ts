import { describe, expect, it } from 'vitest';
import { acceptedFiles, isWithinUploadLimit, uploadBoxTypes, uploadKindOf, uploadName, uploadPercent } from './uploadRules';

describe('upload rules', () => {
  it('sends files up to 100 × 2^20 bytes and no larger', () => {
    expect(isWithinUploadLimit({ size: 100 * 2 ** 20 })).toBe(true);
    expect(isWithinUploadLimit({ size: 100 * 2 ** 20 + 1 })).toBe(false);
  });

  it('lets the picker offer the spec types of each kind', () => {
    expect(acceptedFiles('image')).toBe('.png,.jpeg,.jpg,.webp');
    expect(acceptedFiles('music')).toBe('.mp3,.wav');
    expect(acceptedFiles('video')).toBe('.mp4,.avi,.webm,.gif,.mov');
  });

  it('tells a file’s kind by its extension, in any case', () => {
    expect(uploadKindOf('Team photo.final.PNG')).toBe('image');
    expect(uploadKindOf('portrait.jpeg')).toBe('image');
    expect(uploadKindOf('sticker.webp')).toBe('image');
    expect(uploadKindOf('intro.MOV')).toBe('video');
    expect(uploadKindOf('loop.gif')).toBe('video');
    expect(uploadKindOf('tune.wav')).toBe('music');
    expect(uploadKindOf('notes.pdf')).toBeNull();
    expect(uploadKindOf('contacts.csv')).toBeNull();
    expect(uploadKindOf('png')).toBeNull();
    expect(uploadKindOf('photo.')).toBeNull();
  });

  it('lists an upload under its file name without the extension', () => {
    expect(uploadName('Team photo.final.png')).toBe('Team photo.final');
    expect(uploadName('.png')).toBe('.png');
  });

  it('counts whole percent, never past 100', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1200, 1000)).toBe(100);
  });

  it('lets a CSV box send only .csv files, any case, and a library box any file (the server judges it)', () => {
    const csv = uploadBoxTypes('csv');
    expect(csv.accept).toBe('.csv');
    expect(csv.isSent('contacts.CSV')).toBe(true);
    expect(csv.isSent('contacts.xlsx')).toBe(false);
    expect(csv.isSent('csv')).toBe(false);
    expect(uploadBoxTypes('image').accept).toBe('.png,.jpeg,.jpg,.webp');
    expect(uploadBoxTypes('image').isSent('notes.pdf')).toBe(true);
  });
});
