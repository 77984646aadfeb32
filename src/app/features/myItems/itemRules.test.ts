import { describe, expect, it } from 'vitest';
import { cardName, downloadName, statusTile } from './itemRules';
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
    expect(statusTile(generation(2, 37))).toEqual({ message: 'Generating Video...', percent: 37 });
    expect(statusTile(generation(3))).toEqual({ message: 'Added in Queue...', percent: null });
    expect(statusTile(generation(99))).toEqual({ message: 'Pending...', percent: null });
    expect(statusTile(generation(0))).toEqual({ message: 'Something Wrong happend! Please try again.', percent: null });
    expect(statusTile(generation(0, 0, 'No credit left'))).toEqual({ message: 'No credit left', percent: null });
  });

  it('shows no tile when ready or never generated', () => {
    expect(statusTile(generation(1, 100))).toBeNull();
    expect(statusTile(generation(null))).toBeNull();
  });
});

describe('downloadName', () => {
  it('names the file after the item', () => {
    expect(downloadName({ name: 'Spring offer' }, KINDS.video)).toBe('Spring offer.mp4');
    expect(downloadName({ name: '' }, KINDS.image)).toBe('Untitled.png');
  });
});
