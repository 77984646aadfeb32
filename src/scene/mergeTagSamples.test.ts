import { describe, expect, it } from 'vitest';
import { MERGE_TAG_SAMPLES, sampleValueOf } from './mergeTagSamples';

describe('sampleValueOf', () => {
  it('gives the sample of a known tag', () => {
    expect(sampleValueOf('first_name')).toBe('Alex');
    expect(sampleValueOf('company')).toBe('Acme');
  });

  it('prefers a given value, even an empty one, and is case-sensitive', () => {
    expect(sampleValueOf('first_name', { first_name: 'Dana' })).toBe('Dana');
    expect(sampleValueOf('first_name', { first_name: '' })).toBe('');
    expect(sampleValueOf('First_Name')).toBeUndefined();
  });

  it('knows nothing of inherited keys or unknown names', () => {
    expect(sampleValueOf('toString')).toBeUndefined();
    expect(sampleValueOf('favourite_colour')).toBeUndefined();
    expect(Object.values(MERGE_TAG_SAMPLES).every((value) => value.trim() !== '')).toBe(true);
  });
});
