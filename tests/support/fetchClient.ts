import type { ApiCall } from './apiClient.ts';

/** The API of a server in another process, called over HTTP the way `apiClient` calls it in-process. */
export function fetchClient(baseUrl: string): ApiCall {
  return async (method, url, options = {}) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Token ${options.token}` } : {}),
      },
    });
    return { status: response.status, body: await response.json(), headers: Object.fromEntries(response.headers) };
  };
}
