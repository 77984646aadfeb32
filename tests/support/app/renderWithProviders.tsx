// Test support only: a component rendered as the app renders it, inside the app's store and a router.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore, type AppStore } from '../../../src/app/store';

/** Where and with what the component is rendered. */
export interface ProviderOptions {
  /** The store (default: a fresh one from `makeStore`). */
  store?: AppStore;
  /** The address the app is at, with its query (default `/`). */
  path?: string;
  /** The route pattern `ui` answers (default: every address); elsewhere nothing is rendered but the address. */
  route?: string;
  /** The history state of the address (a replace in progress, for example). */
  state?: unknown;
  /** Shows the address the app is at, with its query, as `getByRole('status', { name: 'Address' })`. */
  showAddress?: boolean;
}

/** The address the app is at, with its query, for assertions. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

/** Renders `ui` in the app's store and a router at `path`; answers the store, a user-event session and the render result. */
export function renderWithProviders(ui: ReactElement, { store = makeStore(), path = '/', route = '*', state, showAddress = false }: ProviderOptions = {}) {
  const address = new URL(path, 'http://localhost');
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: address.pathname, search: address.search, state }]}>
        <Routes>
          <Route path={route} element={ui} />
          {route === '*' ? null : <Route path="*" element={null} />}
        </Routes>
        {showAddress ? <Address /> : null}
      </MemoryRouter>
    </Provider>,
  );
  return { store, user: userEvent.setup(), ...result };
}
