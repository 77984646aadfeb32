import { describe, expect, it } from 'vitest';
import { canGenerate, columnName, etaText, isShortOf, summaryMessage } from './batchRules';

const credit = (needed: number, left: number) => ({ creditType: 2, name: 'Video Personalization', needed, left });

describe('the error summary', () => {
  it("says 'No Errors found' or the spec's warning with the counts", () => {
    expect(summaryMessage({ totalErrors: 0, totalSkipped: 0 })).toBe('No Errors found');
    expect(summaryMessage({ totalErrors: 3, totalSkipped: 2 })).toBe('Warning: 3 Error(s) in 2 Contact(s), these contact(s) will be skipped.');
  });

  it('turns Generate Code off when every contact is skipped or a credit type is short', () => {
    expect(canGenerate({ totalSkipped: 1, totalContacts: 3 }, [credit(2, 2)])).toBe(true);
    expect(canGenerate({ totalSkipped: 3, totalContacts: 3 }, [])).toBe(false);
    expect(canGenerate({ totalSkipped: 0, totalContacts: 3 }, [credit(2, 40), credit(3, 1)])).toBe(false);
    expect(isShortOf(credit(3, 2))).toBe(true);
  });

  it('says the estimate in minutes, or hours and minutes', () => {
    expect(etaText(20)).toBe('Under a minute');
    expect(etaText(240)).toBe('About 4 min');
    expect(etaText(3600)).toBe('About 1 h');
    expect(etaText(7500)).toBe('About 2 h 5 min');
  });

  it("names a cell's column by its header, or by its place past the header row", () => {
    expect(columnName(['Email', 'First Name'], 1)).toBe('First Name');
    expect(columnName(['Email', ' '], 1)).toBe('Column 2');
    expect(columnName(['Email'], 3)).toBe('Column 4');
  });
});
