// Test support only: a tiny fake of the colour routes and a render with the app's store.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { makeStore } from '../../../src/app/store';
import type { ColorsCombine } from '../../../src/app/features/editor/colors/colorsApi';

/** A request the fake answered: method, path and parsed JSON body. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` with a fake of `GET /api/colors/combine/` and `POST /api/colors/` (the real
 * routes are tested with the server). `Request` is wrapped so relative URLs resolve against the
 * jsdom page, as in a browser. Undo with `vi.unstubAllGlobals()`.
 */
export function installFakeColorsServer(initial: Partial<ColorsCombine> = {}, options: { failSave?: boolean } = {}) {
  const state: ColorsCombine = { colors: [], gradients: [], fonts: [], mergeTags: [], ...initial };
  const requests: FakeRequest[] = [];
  let releaseSave: (() => void) | null = null;
  let holdSaves = false;

  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }

  const reply = (result: unknown, isError = false) =>
    new Response(JSON.stringify({ isError, message: isError ? 'Could not save.' : '', result }), {
      status: isError ? 400 : 200,
      headers: { 'Content-Type': 'application/json' },
    });

  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const text = await request.text();
      requests.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      if (request.method === 'GET' && path === '/api/colors/combine/') return reply(state);
      if (request.method === 'POST' && path === '/api/colors/') {
        if (holdSaves) await new Promise<void>((resolve) => (releaseSave = resolve));
        if (options.failSave) return reply(null, true);
        const { colors } = JSON.parse(text) as { colors: string };
        state.colors = colors ? colors.split(',') : [];
        return reply({ colors: state.colors });
      }
      return new Response('Not found', { status: 404 });
    }),
  );

  return {
    state,
    requests,
    /** Saves wait until {@link release} is called, to observe the optimistic palette. */
    holdSaves() {
      holdSaves = true;
    },
    release() {
      holdSaves = false;
      releaseSave?.();
    },
  };
}

/** Renders inside a fresh app store. */
export function renderWithStore(ui: ReactElement) {
  const store = makeStore();
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}
