import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient } from '../support/apiClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let base: string;
let tokens: { ann: string; bob: string };

beforeAll(async () => {
  server = await startTestServer();
  const call = apiClient(server.app);
  tokens = {
    ann: await signUpAndLogIn(call, server.smtp, 'ann-live@example.com'),
    bob: await signUpAndLogIn(call, server.smtp, 'bob-live@example.com'),
  };
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  base = `ws://127.0.0.1:${port}/ws/app/video/`;
});
afterAll(() => server.close());

/** Opens a socket and collects its messages; rejects with the HTTP status when the upgrade is refused. */
function connect(url: string): Promise<{ socket: WebSocket; received: unknown[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const received: unknown[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    socket.on('open', () => resolve({ socket, received }));
    socket.on('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.on('error', reject);
  });
}

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('WebSocket /ws/app/video/', () => {
  it('refuses the upgrade without a valid token', async () => {
    await expect(connect(base)).rejects.toThrow('HTTP 401');
    await expect(connect(`${base}?token=forged`)).rejects.toThrow('HTTP 401');
  });

  it("delivers {command, data} only to the owner's sockets", async () => {
    const ann = await connect(`${base}?token=${tokens.ann}`);
    const annSecondTab = await connect(`${base}?token=${tokens.ann}`);
    const bob = await connect(`${base}?token=${tokens.bob}`);
    const annId = (await apiClient(server.app)('GET', '/api/accounts/user/', { token: tokens.ann })).body.result.id;
    await until(() => server.context.live.connectionCount(annId) === 2);

    const message = { command: 'videoEditor.progress.update', data: { id: 7, results: { type: 0, progress: 40, status: 2 } } };
    server.context.live.publish(annId, message);
    await until(() => ann.received.length === 1 && annSecondTab.received.length === 1);
    expect(ann.received).toEqual([message]);
    expect(annSecondTab.received).toEqual([message]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bob.received).toEqual([]);

    ann.socket.close();
    await until(() => server.context.live.connectionCount(annId) === 1);
    annSecondTab.socket.close();
    bob.socket.close();
  });
});
