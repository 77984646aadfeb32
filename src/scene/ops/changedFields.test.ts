import { describe, expect, it } from 'vitest';
import { changedFields } from './changedFields';

describe('changedFields', () => {
  it('keeps only fields that change, skipping undefined and ignored keys', () => {
    const current = { id: 'a', left: 1, top: 2, shadow: { blur: 3 } as { blur: number } | null, name: undefined as string | undefined };
    expect(changedFields(current, { id: 'b', left: 1, top: 5, shadow: { blur: 3 }, name: undefined }, ['id'])).toEqual({ top: 5 });
    expect(changedFields(current, { shadow: null })).toEqual({ shadow: null });
    expect(changedFields(current, { shadow: { blur: 4 } })).toEqual({ shadow: { blur: 4 } });
    expect(changedFields(current, {})).toEqual({});
  });
});
