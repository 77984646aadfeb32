// Test support only: a tiny fake of the colour routes, answered by msw.
import { http, HttpResponse } from 'msw';
import type { ColorsCombine } from '../../../src/contract/colors';
import { apiServer } from './apiServer';

/** A request the fake answered: method, path and parsed JSON body. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers `GET /api/colors/combine/` and `POST /api/colors/` from a palette of its own (the real
 * routes are tested with the server); any other address answers 404.
 */
export function installFakeColorsServer(initial: Partial<ColorsCombine> = {}, options: { failSave?: boolean } = {}) {
  const state: ColorsCombine = { colors: [], gradients: [], fonts: [], mergeTags: [], ...initial };
  const requests: FakeRequest[] = [];
  let releaseSave: (() => void) | null = null;
  let holdSaves = false;

  const reply = (result: unknown, isError = false) => HttpResponse.json({ isError, message: isError ? 'Could not save.' : '', result } as never, { status: isError ? 400 : 200 });

  apiServer.use(
    http.all('*', async ({ request }) => {
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
      return new HttpResponse('Not found', { status: 404 });
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
