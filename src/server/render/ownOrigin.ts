import type { Server } from 'node:net';

/**
 * The origin at which this process's own HTTP server answers on this machine (`http://127.0.0.1:{port}`),
 * for the render page: it loads the app and every medium from there, so no request leaves the machine.
 * @throws Error when the server is not listening yet
 */
export function ownOrigin(server: Pick<Server, 'address'> | undefined): string {
  const address = server?.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port, so the render page has nowhere to load from');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
