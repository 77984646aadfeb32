// The setup file of the component tests (vitest `setupFiles`): requests resolve against the jsdom
// page as in a browser, msw answers the API, and each test ends unmounted with its stubs and API
// handlers dropped.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { apiServer } from './apiServer';

/** Node's Request takes only absolute addresses; a browser resolves `/api/...` against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRequest;

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  apiServer.resetHandlers();
});
afterAll(() => apiServer.close());
