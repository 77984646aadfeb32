import { describe, expect, it } from 'vitest';
import { cardName, downloadName, fileDownloadUrl, generationStepText, statusTile, timeLeftText } from './itemRules';
import { KINDS } from './myItemsApi';

const generation = (status: 0 | 1 | 2 | 3 | 99 | null, progress = 0, message: string | null = null) => ({ status, progress, video: null, message });

describe('cardName', () => {
  it('keeps names to 42 characters and names an unnamed item Untitled', () => {
    expect(cardName('A'.repeat(42))).toBe('A'.repeat(42));
    expect(cardName('B'.repeat(43))).toBe(`${'B'.repeat(41)}…`);
    expect(cardName('B'.repeat(43))).toHaveLength(42);
    expect(cardName('')).toBe('Untitled');
    expect(cardName('   ')).toBe('Untitled');
    expect(cardName(null)).toBe('Untitled');
  });
});

describe('statusTile', () => {
  it('says the spec 001 §4 message for each status, with the percentage while generating', () => {
    expect(statusTile(generation(2, 37))).toEqual({ message: 'Generating Video...', percent: 37, step: null, eta: null });
    expect(statusTile(generation(3))).toEqual({ message: 'Added in Queue...', percent: null, step: null, eta: null });
    expect(statusTile(generation(99))).toEqual({ message: 'Pending...', percent: null, step: null, eta: null });
    expect(statusTile(generation(0))).toEqual({ message: 'Something Wrong happend! Please try again.', percent: null, step: null, eta: null });
    expect(statusTile(generation(0, 0, 'No credit left'))).toEqual({ message: 'No credit left', percent: null, step: null, eta: null });
  });

  it('says the step and the time left beside the spec message while a generation is under way', () => {
    expect(statusTile({ ...generation(99), step: { name: 'queued', ahead: 2, eta: null } })).toEqual({
      message: 'Pending...',
      percent: null,
      step: 'Waiting in queue: 2 ahead',
      eta: null,
    });
    expect(statusTile({ ...generation(2, 40), step: { name: 'drawing', done: 120, total: 450, eta: 40 } })).toEqual({
      message: 'Generating Video...',
      percent: 40,
      step: 'Drawing frame 120 of 450',
      eta: 'about 40 s left',
    });
    // A failure says only its reason.
    expect(statusTile({ ...generation(0), step: { name: 'joining', eta: null } })).toMatchObject({ step: null, eta: null });
  });

  it('shows no tile when ready or never generated', () => {
    expect(statusTile(generation(1, 100))).toBeNull();
    expect(statusTile(generation(null))).toBeNull();
  });
});

describe('generationStepText', () => {
  it('says each step in words', () => {
    expect(generationStepText({ name: 'queued', ahead: 0, eta: null })).toBe('Waiting in queue: next');
    expect(generationStepText({ name: 'queued', ahead: 3, eta: null })).toBe('Waiting in queue: 3 ahead');
    expect(generationStepText({ name: 'speaking', done: 0, total: 3, eta: null })).toBe('Making the speech: scene 1 of 3');
    expect(generationStepText({ name: 'speaking', done: 3, total: 3, eta: null })).toBe('Making the speech: scene 3 of 3');
    expect(generationStepText({ name: 'drawing', done: 120, total: 450, eta: 12 })).toBe('Drawing frame 120 of 450');
    expect(generationStepText({ name: 'sound', eta: 2 })).toBe('Adding the sound');
    expect(generationStepText({ name: 'joining', eta: null })).toBe('Joining');
  });
});

describe('timeLeftText', () => {
  it('says seconds up to a minute and a half, then minutes; nothing when unknown', () => {
    expect(timeLeftText(null)).toBeNull();
    expect(timeLeftText(0)).toBe('about 1 s left');
    expect(timeLeftText(40)).toBe('about 40 s left');
    expect(timeLeftText(89)).toBe('about 89 s left');
    expect(timeLeftText(150)).toBe('about 3 min left');
  });
});

describe('downloadName', () => {
  it('names the file after the item', () => {
    expect(downloadName({ name: 'Spring offer' }, KINDS.video)).toBe('Spring offer.mp4');
    expect(downloadName({ name: '' }, KINDS.image)).toBe('Untitled.png');
  });
});

describe('fileDownloadUrl', () => {
  it('adds the download flag with the file name, encoded', () => {
    expect(fileDownloadUrl('/api/files/render/abc.mp4', 'Intro-Zoë & co.mp4')).toBe('/api/files/render/abc.mp4?download=Intro-Zo%C3%AB%20%26%20co.mp4');
    expect(fileDownloadUrl('/f/a.png?v=2', 'Card-Ada.png')).toBe('/f/a.png?v=2&download=Card-Ada.png');
  });
});
