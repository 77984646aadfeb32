import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MASKS, searchMasks } from '../../../../scene/effects/masks';
import { makeStore } from '../../../store';
import { makeImage } from '../../../../../tests/support/canvasObjects';
import { MaskPicker } from './MaskPicker';

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    requested.push(url.pathname + url.search);
    const results = searchMasks(url.searchParams.get('q') ?? undefined);
    return new Response(JSON.stringify({ isError: false, message: '', count: results.length, next: null, results }), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MaskPicker', () => {
  it('shows the catalogue, searches from one character and stores {id, name, src}', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Provider store={makeStore()}>
        <MaskPicker object={makeImage()} onChange={onChange} onBack={() => {}} />
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: 'Heart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No mask' }).getAttribute('aria-pressed')).toBe('true');
    await user.type(screen.getByRole('searchbox', { name: 'Search masks' }), 's');
    await screen.findByRole('button', { name: 'Shield' });
    expect(requested.at(-1)).toBe('/api/assets/masks/?limit=40&offset=0&q=s');
    await user.type(screen.getByRole('searchbox', { name: 'Search masks' }), 'tar');
    await user.click(await screen.findByRole('button', { name: 'Starburst' }));
    const starburst = MASKS.find((mask) => mask.name === 'Starburst')!;
    expect(onChange).toHaveBeenLastCalledWith({ _Mask: { id: starburst.id, name: 'Starburst', src: starburst.src } });
  });
});
