import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply, serveApi } from '../../../../tests/support/app/apiServer';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import { GOOGLE_IDENTITY_SCRIPT_URL, type GoogleAccountsId, type GoogleCredentialResponse } from './googleIdentityServices';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

const user = { id: 7, email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', isCP: false };

/** The API with Google sign-in offered under `clientId` (or not, with null). */
function serveSocialAuth(clientId: string | null) {
  return serveApi(({ url }) => {
    if (url.pathname === '/api/accounts/social-auth/') return jsonReply({ isError: false, message: '', result: { google: clientId ? { clientId } : null } });
    if (url.pathname === '/api/accounts/social-auth/google/') return jsonReply({ isError: false, message: 'Login successful.', result: { token: 'session-token', user } });
    return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
  });
}

const googleScript = () => document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT_URL}"]`);

/** Google Identity Services as the page sees it once its script ran; remembers what the button was given. */
function fakeGoogle() {
  const given: { clientId?: string; callback?: (response: GoogleCredentialResponse) => void; slot?: HTMLElement } = {};
  const id: GoogleAccountsId = {
    initialize: ({ client_id, callback }) => Object.assign(given, { clientId: client_id, callback }),
    renderButton: (slot) => Object.assign(given, { slot }),
  };
  window.google = { accounts: { id } };
  return given;
}

afterEach(() => {
  delete window.google;
  googleScript()?.remove();
});

describe('Sign in with Google', () => {
  it('shows no button and loads nothing of Google when the server does not offer it', async () => {
    const seen = serveSocialAuth(null);
    renderWithProviders(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(seen.map((request) => request.url)).toContain('/api/accounts/social-auth/'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('group', { name: 'Sign in with Google' })).toBeNull();
    expect(googleScript()).toBeNull();
  });

  it("loads Google's script when offered, and says so when it cannot", async () => {
    serveSocialAuth('studio.apps.googleusercontent.com');
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await screen.findByRole('group', { name: 'Sign in with Google' });
    await waitFor(() => expect(googleScript()).not.toBeNull());
    act(() => void googleScript()!.dispatchEvent(new Event('error')));
    expect((await screen.findByRole('alert')).textContent).toContain('Google sign-in could not be loaded. Please try again later.');
  });

  it("draws Google's button on login and signs in with the ID token it hands back", async () => {
    const seen = serveSocialAuth('studio.apps.googleusercontent.com');
    const google = fakeGoogle();
    const { store } = renderWithProviders(<LoginPage />, { path: '/login' });
    const slot = await screen.findByRole('group', { name: 'Sign in with Google' });
    await waitFor(() => expect(google.slot).toBe(slot));
    expect(google.clientId).toBe('studio.apps.googleusercontent.com');

    act(() => google.callback!({ credential: 'header.claims.signature' }));
    await waitFor(() => expect(store.getState().auth).toMatchObject({ isAuthenticated: true, token: 'session-token' }));
    expect(seen.find((request) => request.url === '/api/accounts/social-auth/google/')).toMatchObject({ method: 'POST', body: '{"password":"header.claims.signature"}' });
  });

  it('offers no Google sign-up with an invitation, which joins its organisation through the form', async () => {
    const seen = serveApi(({ url }) =>
      url.pathname === '/api/accounts/user/organization/codeverify/'
        ? jsonReply({ isError: false, message: '', result: null, email: 'new@example.com', organization: { name: 'Acme' } })
        : jsonReply({ isError: false, message: '', result: { google: { clientId: 'studio' } } }),
    );
    renderWithProviders(<RegisterPage />, { path: '/register?code=invite-1' });
    await screen.findByText("You're joining Acme");
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('group', { name: 'Sign in with Google' })).toBeNull();
    expect(seen.map((request) => request.url)).not.toContain('/api/accounts/social-auth/');
  });
});
