import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonReply, serveApi, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { holdApi } from '../../../../tests/support/app/holds';
import { TYPING_TEST_MS } from '../../../../tests/support/app/personalisation';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import { RedirectField } from './RedirectField';

const DETAILS = '/api/newimage/image/details/7/';

let seen: SeenRequest[];

beforeEach(() => {
  seen = serveApi(({ method, url, body }) => {
    if (url.pathname === DETAILS && method === 'PUT') {
      const { redirectUrl } = JSON.parse(body) as { redirectUrl: string };
      if (redirectUrl.includes('refused'))
        return jsonReply({ isError: true, message: { redirectUrl: { status: false, message: 'That site is not allowed.' } }, result: null }, 400);
      return jsonReply({ isError: false, message: '', result: { id: 7, redirectUrl } });
    }
    return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
  });
});

/** The bodies of the PUT calls so far. */
const puts = () => seen.filter((request) => request.method === 'PUT').map((request) => JSON.parse(request.body) as unknown);

const apply = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Apply|Loading\.\.\.)$/ });
const address = () => screen.getByLabelText<HTMLInputElement>('Landing page address');

describe('the redirect toggle', { timeout: TYPING_TEST_MS }, () => {
  it('shows the address only when on, and Apply only once the address differs from the saved one', async () => {
    const { user } = renderWithProviders(<RedirectField imageId={7} savedUrl="" />);
    const toggle = screen.getByRole('switch', { name: 'Redirect to a landing page' });
    expect(screen.queryByLabelText('Landing page address')).toBeNull();
    expect(apply().disabled).toBe(true);

    await user.click(toggle);
    expect(address().value).toBe('');
    expect(apply().disabled).toBe(true);
    await user.type(address(), 'https://example.com/offer');
    expect(apply().disabled).toBe(false);
    await user.clear(address());
    expect(apply().disabled).toBe(true);
    expect(puts()).toEqual([]);
  });

  it("says 'Loading...' while it saves, then 'Apply' (off again: the address is saved)", async () => {
    const { user } = renderWithProviders(<RedirectField imageId={7} savedUrl="" />);
    await user.click(screen.getByRole('switch', { name: 'Redirect to a landing page' }));
    await user.type(address(), 'https://example.com/offer');
    const held = holdApi(DETAILS);
    await user.click(apply());
    expect(apply().textContent).toBe('Loading...');
    expect(apply().disabled).toBe(true);
    held.release();
    await waitFor(() => expect(apply().textContent).toBe('Apply'));
    expect(puts()).toEqual([{ redirectUrl: 'https://example.com/offer' }]);
  });

  it("sends the address as '' when the toggle is turned off", async () => {
    const { user } = renderWithProviders(<RedirectField imageId={7} savedUrl="https://example.com/offer" />);
    const toggle = screen.getByRole('switch', { name: 'Redirect to a landing page' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(address().value).toBe('https://example.com/offer');
    expect(apply().disabled).toBe(true);

    await user.click(toggle);
    expect(screen.queryByLabelText('Landing page address')).toBeNull();
    expect(apply().disabled).toBe(false);
    await user.click(apply());
    await waitFor(() => expect(puts()).toEqual([{ redirectUrl: '' }]));
  });

  it("refuses an address that is not absolute http(s) beside the field, and shows the server's refusal there too", async () => {
    const { user } = renderWithProviders(<RedirectField imageId={7} savedUrl="" />);
    await user.click(screen.getByRole('switch', { name: 'Redirect to a landing page' }));
    for (const bad of ['javascript:alert(1)', 'example.com/offer', 'ftp://example.com/']) {
      await user.clear(address());
      await user.type(address(), bad);
      await user.click(apply());
      expect(screen.getByRole('alert').textContent).toBe('Enter a full address starting with http:// or https://.');
      expect(address().getAttribute('aria-invalid')).toBe('true');
    }
    expect(puts()).toEqual([]);
    await user.type(address(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(address());
    await user.type(address(), 'https://refused.example.com/');
    await user.click(apply());
    expect((await screen.findByRole('alert')).textContent).toBe('That site is not allowed.');
  });
});
