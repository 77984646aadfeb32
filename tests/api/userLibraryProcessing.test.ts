import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient } from '../support/apiClient.ts';
import { makeMediaFixtures, type MediaFixture, type MediaFixtureName, probeBytes } from '../support/mediaFixtures.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { fileNameOf, storedLibraryFiles, uploadToLibrary, workFolderLeftovers } from '../support/userLibrary.ts';

type ProgressMessage = { command: string; data: { id: number; progress: number; status: number; result: Record<string, any> } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let token: string;
let fixtures: Record<MediaFixtureName, MediaFixture>;
let socket: WebSocket;
const received: ProgressMessage[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [token, fixtures] = await Promise.all([signUpAndLogIn(apiClient(server.app), server.smtp, 'processing@example.com'), makeMediaFixtures()]);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  socket = new WebSocket(`ws://127.0.0.1:${port}/ws/app/video/?token=${token}`);
  socket.on('message', (data) => received.push(JSON.parse(String(data)) as ProgressMessage));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
});
afterAll(async () => {
  socket.close();
  await server.close();
});

/** Waits for the socket message that ends the processing of an item (status 1 ready or 0 failed); returns its messages. */
async function messagesUntilDone(id: number): Promise<ProgressMessage[]> {
  const ofItem = () => received.filter((message) => message.data.id === id);
  for (let waited = 0; !ofItem().some((message) => message.data.status <= 1); waited += 50) {
    if (waited > 120_000) throw new Error(`item ${id} was not processed: ${JSON.stringify(ofItem())}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return ofItem();
}

const fetchFile = (url: string) => server.app.inject({ method: 'GET', url });

describe('processing uploads the engine cannot play as they are', () => {
  it.each([
    ['loop.gif', 'video_video', '', { video: 'h264', audio: null }],
    ['clip.avi', 'image_video', '', { video: 'h264', audio: 'aac' }],
    ['recording.webm', 'video_video', '?process=1', { video: 'vp8', audio: 'opus' }],
    ['voice.webm', 'speechrecord', '?process=1', { video: null, audio: 'opus' }],
  ] as const)('%s (%s%s) gets a playable proxy, with progress on the live socket', async (fixtureName, category, query, codecs) => {
    const fixture = fixtures[fixtureName];
    const container = fixtureName.endsWith('.webm') ? 'webm' : 'mp4';
    const answer = await uploadToLibrary(server, token, fixture, { category, name: fixtureName }, query);
    expect(answer.status).toBe(200);
    const queued = answer.body.result;
    expect(queued.fileInfo).toMatchObject({ processing: true, status: 3, progress: 0 });
    expect(queued.media_file).toBe(queued.original_file);

    const messages = await messagesUntilDone(queued.id);
    expect(messages.every((message) => message.command === 'userLibrary.upload.progress')).toBe(true);
    expect(messages[0]!.data).toMatchObject({ status: 2, progress: 0 });
    const progress = messages.map((message) => message.data.progress);
    expect(progress).toEqual(progress.toSorted((a, b) => a - b));
    const done = messages.at(-1)!.data;
    expect(done).toMatchObject({ id: queued.id, status: 1, progress: 100 });
    const item = done.result;
    expect(item.media_file).toMatch(new RegExp(`^/api/userlibrary/file/[\\w-]{22}\\.${container}$`));
    expect(item).toMatchObject({ src: item.media_file, original_file: queued.original_file, media_thumbnail: queued.media_thumbnail });
    expect(item.fileInfo).toMatchObject({ format: container, codecs, width: fixture.width ?? null, height: fixture.height ?? null, processing: false, status: 1, progress: 100 });
    expect(item.fileInfo.duration).toBeCloseTo(fixture.duration!, 1);

    const listed = await apiClient(server.app)('GET', `/api/userlibrary/upload/?category=${category}`, { token });
    expect(listed.body.results.find((entry: { id: number }) => entry.id === queued.id)).toEqual(item);

    const proxy = await fetchFile(item.media_file);
    expect(proxy.statusCode).toBe(200);
    expect(proxy.headers['content-type']).toBe(container === 'mp4' ? 'video/mp4' : 'video/webm');
    const played = await probeBytes(proxy.rawPayload);
    expect(played.codecs).toEqual([codecs.video, codecs.audio].filter(Boolean));
    expect(played.duration).toBeCloseTo(fixture.duration!, 1);
    expect(await workFolderLeftovers(server)).toEqual([]);
  });

  it('removes the proxy with the item', async () => {
    const queued = (await uploadToLibrary(server, token, fixtures['clip.avi'], { category: 'video_video' })).body.result;
    const item = (await messagesUntilDone(queued.id)).at(-1)!.data.result;
    const files = [item.media_file, item.original_file, item.media_thumbnail].map(fileNameOf);
    expect((await storedLibraryFiles(server)).filter((name) => files.includes(name))).toHaveLength(3);
    expect((await apiClient(server.app)('DELETE', `/api/userlibrary/upload/${item.id}/`, { token })).status).toBe(200);
    expect((await storedLibraryFiles(server)).filter((name) => files.includes(name))).toEqual([]);
    expect((await fetchFile(item.media_file)).statusCode).toBe(404);
  });
});
