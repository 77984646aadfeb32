import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkButton } from './CopyLinkButton';
import { COPIED_FLASH_MS } from './shareRules';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CopyLinkButton', () => {
  it('is off while there is no link to copy', () => {
    render(<CopyLinkButton link={null} />);
    expect(screen.getByRole('button', { name: 'Copy Link' }).hasAttribute('disabled')).toBe(true);
  });

  it("copies the link and says 'Copied !' for 600 ms", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyLinkButton link="http://localhost/s/abc" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('http://localhost/s/abc');
    expect(screen.getByRole('button').textContent).toBe('Copied !');
    act(() => {
      vi.advanceTimersByTime(COPIED_FLASH_MS - 1);
    });
    expect(screen.getByRole('button').textContent).toBe('Copied !');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button').textContent).toBe('Copy Link');
  });
});
