import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledCallback } from './useThrottledCallback';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useThrottledCallback', () => {
  it('calls at once, folds the calls of the next second into one at its end, and none after unmount', () => {
    const callback = vi.fn();
    const { result, unmount } = renderHook(() => useThrottledCallback(callback, 1000));
    result.current();
    expect(callback).toHaveBeenCalledTimes(1);
    result.current();
    result.current();
    vi.advanceTimersByTime(999);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(5000);
    result.current();
    expect(callback).toHaveBeenCalledTimes(3);
    result.current();
    unmount();
    vi.advanceTimersByTime(2000);
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it('calls the latest callback it was given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ callback }) => useThrottledCallback(callback, 1000), { initialProps: { callback: first } });
    rerender({ callback: second });
    result.current();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
