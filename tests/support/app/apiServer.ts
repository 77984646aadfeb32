// Test support only: the server's API as msw answers it in the component tests. The app's own
// fetch runs; msw answers at the network's edge (the real routes are tested with the server).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The msw server of the component tests: `setup.ts` starts it and drops each test's handlers after the test. */
export const apiServer = setupServer();

/** A request the API answered: method, path with its query, and the body as text. */
export interface SeenRequest {
  method: string;
  url: string;
  body: string;
}

/** What a test's answer function is given: the method, the full address and the body as text. */
export interface ApiRequest {
  method: string;
  url: URL;
  body: string;
}

/** A JSON answer of the API. */
export function jsonReply(body: unknown, status = 200): Response {
  return HttpResponse.json(body as never, { status });
}

/**
 * Answers every request of the page with `answer` and records them. An answer that throws (or
 * rejects) is a network failure, as a `fetch` that cannot reach the server.
 */
export function serveApi(answer: (request: ApiRequest) => Response | Promise<Response>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const body = await request.text();
      seen.push({ method: request.method, url: url.pathname + url.search, body });
      try {
        return await answer({ method: request.method, url, body });
      } catch {
        return HttpResponse.error();
      }
    }),
  );
  return seen;
}

/**
 * A paged list as the server answers it: `limit` items from `offset` of `items`, with the
 * address of the next page (same path and query) or null.
 */
export function pageOf<T>(items: readonly T[], url: URL, defaultLimit = 20): Response {
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const results = items.slice(offset, offset + limit);
  const next = new URLSearchParams(url.searchParams);
  next.set('offset', String(offset + limit));
  return jsonReply({ isError: false, message: '', count: items.length, next: offset + limit < items.length ? `${url.pathname}?${next}` : null, results });
}
