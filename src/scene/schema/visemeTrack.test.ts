import { describe, expect, it } from 'vitest';
import { parseProjectDocument, repairProjectDocument } from '../document';
import { testProject } from '../../../tests/support/testDocument';
import { mendedVisemeTrack } from './visemeTrack';

/** A one-scene document whose speech carries `visemes`, as plain JSON. */
function withVisemes(visemes: unknown): Record<string, unknown> {
  const document = JSON.parse(JSON.stringify(testProject([{}])));
  document.scenes['1'].speech.visemes = visemes;
  return document;
}

describe('the speech viseme track in the document', () => {
  it('is optional: absent stays absent, and an empty track is kept', () => {
    expect(parseProjectDocument(withVisemes(undefined)).scenes['1']!.speech.visemes).toBeUndefined();
    expect(parseProjectDocument(withVisemes([])).scenes['1']!.speech.visemes).toEqual([]);
  });

  it('keeps a valid track as it is', () => {
    const track = [
      { start: 0, end: 0.1, viseme: 'MBP' },
      { start: 0.1, end: 0.3, viseme: 'AI' },
    ];
    expect(parseProjectDocument(withVisemes(track)).scenes['1']!.speech.visemes).toEqual(track);
  });

  it('refuses, when strict, cues out of order and unknown visemes', () => {
    expect(() =>
      parseProjectDocument(
        withVisemes([
          { start: 1, end: 2, viseme: 'O' },
          { start: 0, end: 0.5, viseme: 'E' },
        ]),
      ),
    ).toThrow(/scenes\.1\.speech\.visemes: viseme cues must be in time order/);
    expect(() => parseProjectDocument(withVisemes([{ start: 0, end: 1, viseme: 'OO' }]))).toThrow(/scenes\.1\.speech\.visemes\.0\.viseme/);
  });

  it('is repaired on load: decoded, numbers converted, negative times clamped, cues put in order without overlaps', () => {
    const stored = JSON.stringify([
      { start: '0.5', end: 0.8, viseme: 'O' },
      { start: -0.2, end: 0.2, viseme: 'MBP' },
      { start: 0.1, end: 0.4, viseme: 'AI' },
      { start: 0.9, end: 0.9, viseme: 'E' },
    ]);
    const { document, warnings } = repairProjectDocument(withVisemes(stored));
    expect(document.scenes['1']!.speech.visemes).toEqual([
      { start: 0, end: 0.2, viseme: 'MBP' },
      { start: 0.2, end: 0.4, viseme: 'AI' },
      { start: 0.5, end: 0.8, viseme: 'O' },
    ]);
    expect(warnings).toContain('scenes.1.speech.visemes: put the viseme cues in order (4 cues, 3 kept)');
  });

  it('treats null as no track', () => {
    expect(repairProjectDocument(withVisemes(null)).document.scenes['1']!.speech.visemes).toBeUndefined();
  });
});

describe('mendedVisemeTrack', () => {
  it('answers the same track when it is in order', () => {
    const track = [{ start: 0, end: 1, viseme: 'E' as const }];
    expect(mendedVisemeTrack(track)).toBe(track);
  });

  it('takes float noise at cue boundaries for touching cues', () => {
    const track = [
      { start: 0, end: 0.1 + 0.2, viseme: 'E' as const },
      { start: 0.3, end: 0.5, viseme: 'O' as const },
    ];
    expect(track[0]!.end).toBeGreaterThan(track[1]!.start);
    expect(mendedVisemeTrack(track)).toBe(track);
  });

  it('drops a cue an earlier one covers entirely', () => {
    expect(
      mendedVisemeTrack([
        { start: 0, end: 1, viseme: 'E' },
        { start: 0.2, end: 0.8, viseme: 'O' },
      ]),
    ).toEqual([{ start: 0, end: 1, viseme: 'E' }]);
  });
});
