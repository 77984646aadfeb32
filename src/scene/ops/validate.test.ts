import { describe, expect, it } from 'vitest';
import { canvasObjectSchema } from '../schema/canvasObject';
import { assertValid } from './validate';

describe('assertValid', () => {
  it('passes valid values and names the first offending field of others', () => {
    expect(() => assertValid(canvasObjectSchema, { id: 't', _Type: 'text' }, 't')).not.toThrow();
    expect(() => assertValid(canvasObjectSchema, { id: 't', _Type: 'text', opacity: 2 }, 't')).toThrow(
      expect.objectContaining({ code: 'INVALID_VALUE', message: 't.opacity: Too big: expected number to be <=1' }),
    );
  });
});
