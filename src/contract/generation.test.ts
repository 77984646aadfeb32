import { describe, expect, it } from 'vitest';
import { GENERATE_STATUS, generateStatusMessage } from './generation';

describe('generateStatusMessage', () => {
  it("says the spec's tile messages", () => {
    expect(generateStatusMessage(GENERATE_STATUS.generating)).toBe('Generating Video...');
    expect(generateStatusMessage(GENERATE_STATUS.requeued)).toBe('Added in Queue...');
    expect(generateStatusMessage(GENERATE_STATUS.queued)).toBe('Pending...');
    expect(generateStatusMessage(GENERATE_STATUS.failed)).toBe('Something Wrong happend! Please try again.');
    expect(generateStatusMessage(GENERATE_STATUS.failed, 'The render page made no progress in 60 s')).toBe('The render page made no progress in 60 s');
    expect(generateStatusMessage(GENERATE_STATUS.ready)).toBeNull();
  });
});
