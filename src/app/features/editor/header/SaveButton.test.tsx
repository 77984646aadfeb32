import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStarted } from '../state/editorSlice';
import { stubProjectApi } from '../../../../../tests/support/app/projectApi';
import { renderTab } from '../../../../../tests/support/app/renderTab';
import { SaveButton } from './SaveButton';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the stubbed server answer: lets pending promises settle until `check` holds. */
async function until(check: () => boolean) {
  for (let turn = 0; turn < 200 && !check(); turn++) await act(() => Promise.resolve());
  expect(check()).toBe(true);
}

const button = () => screen.getByRole('button', { name: /^(Save|Saving|Saved)$/ });

describe('the save button', () => {
  it('shows 50 while saving, 100 when saved, and resets after 0.5 s (spec 000 §4)', async () => {
    const api = stubProjectApi({ holdSaves: true });
    renderTab(<SaveButton />, '/video/1/0/avatar');
    expect(button().dataset.progress).toBe('0');

    fireEvent.click(button());
    await until(() => api.requests.length === 1);
    expect(button().getAttribute('aria-label')).toBe('Saving');
    expect(button().dataset.progress).toBe('50');
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/api/newvideo/video/1/' });

    api.releaseSave();
    await until(() => button().dataset.progress === '100');
    expect(button().getAttribute('aria-label')).toBe('Saved');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(button().dataset.progress).toBe('100');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button().dataset.progress).toBe('0');
    expect(button().getAttribute('aria-label')).toBe('Save');
  });

  it('is dimmed while a save is on its way', () => {
    stubProjectApi();
    const { store } = renderTab(<SaveButton />, '/video/1/0/avatar');
    expect(button().classList.contains('is-dimmed')).toBe(false);
    act(() => void store.dispatch(saveStarted()));
    expect(button().classList.contains('is-dimmed')).toBe(true);
  });
});
