// Test support only: `fetch` replaced by a function of the request, as the app's API sees it.
import { vi } from 'vitest';

/** A request the fake answered: method, path with its query, and the body as text. */
export interface SeenRequest {
  method: string;
  url: string;
  body: string;
}

/** A JSON answer of the API. */
export function jsonReply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces `fetch` with `answer` (relative addresses resolve against the jsdom page, as in a
 * browser) and records every request. Undo with `vi.unstubAllGlobals()`.
 */
export function installFakeFetch(answer: (request: { method: string; url: URL; body: string }) => Response | Promise<Response>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = await request.text();
      seen.push({ method: request.method, url: url.pathname + url.search, body });
      return answer({ method: request.method, url, body });
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
