import type { FastifyInstance } from 'fastify';

/** What a test reads of an answer. */
export type ApiAnswer = { status: number; body: Record<string, any>; headers: Record<string, unknown> }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A random loopback address, so that per-address rate limits apply only where a test means them to. */
function someLoopbackAddress(): string {
  return `127.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/**
 * Calls the API in-process (no socket) the way the app does: JSON bodies, `Authorization: Token`.
 * Each call comes from its own loopback address unless `remoteAddress` is given.
 */
export function apiClient(app: FastifyInstance) {
  return async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { body?: unknown; token?: string; remoteAddress?: string } = {}): Promise<ApiAnswer> {
    const response = await app.inject({
      method,
      url,
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Token ${options.token}` } : {}),
      },
      remoteAddress: options.remoteAddress ?? someLoopbackAddress(),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
}

export type ApiCall = ReturnType<typeof apiClient>;
