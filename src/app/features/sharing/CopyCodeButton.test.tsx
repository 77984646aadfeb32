import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyCodeButton } from './CopyCodeButton';
import { COPIED_FLASH_MS } from './shareRules';

const code = {
  html: '<table role="presentation"><tr><td><a href="http://localhost/s/t/go/mail">Play the video</a></td></tr></table>',
  text: 'Play the video: http://localhost/s/t/go/mail',
};

/** A ClipboardItem as browsers have it: its types and their blobs. */
class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
  get types() {
    return Object.keys(this.items);
  }
}

/** A blob's text (jsdom's Blob has no `text()`). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

/** A click on the button, and the copy's promise run out. */
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CopyCodeButton', () => {
  it('is off while there is no code to copy', () => {
    render(<CopyCodeButton code={null} />);
    expect(screen.getByRole('button', { name: 'Copy Code' }).hasAttribute('disabled')).toBe(true);
  });

  it("puts the code on the clipboard as HTML and as plain text, and says 'Copied !' for 600 ms", async () => {
    const write = vi.fn((_items: FakeClipboardItem[]) => Promise.resolve());
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    render(<CopyCodeButton code={code} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Code' }));
      await vi.advanceTimersByTimeAsync(0);
    });

    expect(write).toHaveBeenCalledTimes(1);
    const [item] = write.mock.calls[0]![0];
    expect(item!.types).toEqual(['text/html', 'text/plain']);
    expect(await textOf(item!.items['text/html']!)).toBe(code.html);
    expect(item!.items['text/html']!.type).toBe('text/html');
    expect(await textOf(item!.items['text/plain']!)).toBe(code.text);
    expect(screen.getByRole('button').textContent).toBe('Copied !');
    await act(() => vi.advanceTimersByTimeAsync(COPIED_FLASH_MS - 1));
    expect(screen.getByRole('button').textContent).toBe('Copied !');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button').textContent).toBe('Copy Code');
  });

  it('falls back to the copy command, setting both types, where the Clipboard API is missing', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const copied: Record<string, string> = {};
    const execCommand = vi.fn(() => {
      const event = new Event('copy', { cancelable: true }) as ClipboardEvent;
      Object.defineProperty(event, 'clipboardData', { value: { setData: (type: string, data: string) => (copied[type] = data) } });
      document.dispatchEvent(event);
      return event.defaultPrevented;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CopyCodeButton code={code} />);
    await click('Copy Code');

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(execCommand).toHaveReturnedWith(true);
    expect(copied).toEqual({ 'text/html': code.html, 'text/plain': code.text });
    screen.getByRole('button', { name: 'Copied !' });
  });
});
