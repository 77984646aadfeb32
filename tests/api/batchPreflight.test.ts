import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalisedItems } from '../../src/server/db/schema.ts';
import { renderFileKey } from '../../src/server/services/generation/renderFiles.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { batchPath, contactsCsv, GREETING_MAP, readyGreetingVideo, uploadCsv } from '../support/batch.ts';
import { creditsLeft, userIdOf } from '../support/personalisation.ts';
import { pictureRgb, probeStreams, psnr, renderAppDir } from '../support/renders.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** The pictures are drawn by the engine on one render page: a while on two shared cores. */
const DRAW_MS = 180_000;

const preflightPath = (batchId: number) => `/api/newvideo/video/batch/preflight/${batchId}/`;

let server: TestServer;
let call: ApiCall;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ APP_DIR: renderAppDir() });
  call = apiClient(server.app);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  token = await signUpAndLogIn(call, server.smtp, 'batch-preflight@example.com');
}, 120_000);
afterAll(() => server?.close());

/** The stored bytes of a generated file's address. */
async function fileAt(address: string): Promise<{ status: number; type: unknown; bytes: Buffer }> {
  const answer = await server.app.inject({ method: 'GET', url: address });
  return { status: answer.statusCode, type: answer.headers['content-type'], bytes: answer.rawPayload };
}

describe('a batch preflight', () => {
  it('pictures the first valid contacts with their own values, lists fallbacks, credits and the estimate, and keeps the pictures', { timeout: DRAW_MS }, async () => {
    const userId = await userIdOf(call, token);
    const video = await readyGreetingVideo(server, call, token);
    const csv = await uploadCsv(
      server,
      token,
      contactsCsv([
        ['ada@example.com', 'Ada', 'Analytical Engines', ''],
        ['not-an-address', 'Skipped', '', ''],
        ['bo@example.com', 'Bo', '', ''],
        ['cy@example.com', ' ', 'Cyan', ''],
      ]),
    );
    const batchId = (await call('POST', batchPath.validate(video.id), { token, body: { mergeTagMap: GREETING_MAP, csvFile: csv.id } })).body.id as number;

    const opened: number[] = [];
    const { render } = server.context;
    server.context.render = { ...render, open: (options) => (opened.push(Date.now()), render.open(options)) };
    const answer = await call('GET', preflightPath(batchId), { token });
    expect(answer.status).toBe(200);
    const { result } = answer.body;
    expect(opened).toHaveLength(1);
    expect(result.contacts.map(({ contactNumber, email, fallbackTags }: Record<string, unknown>) => [contactNumber, email, fallbackTags])).toEqual([
      [1, 'ada@example.com', []],
      [3, 'bo@example.com', ['company']],
      [4, 'cy@example.com', ['first_name']],
    ]);
    expect(result.fallbackContacts).toBe(2);
    const left = await creditsLeft(server, userId);
    expect(result.credits).toEqual([
      { creditType: 2, name: 'Video Personalization', needed: 3, left: left[2] },
      { creditType: 3, name: 'Salespage Personalization', needed: 3, left: left[3] },
    ]);
    expect(result.etaSeconds).toBeNull();
    expect(result.etaBasis).toMatch(/no estimate/);

    // Each contact's picture is a JPEG of its own, with its own name drawn in.
    const addresses = result.contacts.map((contact: { thumbnail: string }) => contact.thumbnail) as string[];
    expect(addresses.every((address) => /^\/api\/renders\/file\/[A-Za-z0-9_-]{22}-preflight\.jpg$/.test(address))).toBe(true);
    const files = await Promise.all(addresses.map(fileAt));
    expect(files.map(({ status, type }) => [status, type])).toEqual(Array(3).fill([200, 'image/jpeg']));
    const pictures = await Promise.all(files.map(({ bytes }, index) => pictureRgb(bytes, path.join(server.dataDir, `preflight-${index}.jpg`))));
    const probe = await probeStreams(path.join(server.dataDir, 'preflight-0.jpg'));
    expect([probe.streams[0]!.width, probe.streams[0]!.height]).toEqual([640, 360]);
    expect(pictures.every((rgb) => rgb.length === 640 * 360 * 3 && new Set(rgb).size > 8)).toBe(true);
    // Only the greeting differs: its text changes many pixels, the rest of the picture none.
    for (const [a, b] of [
      [0, 1],
      [1, 2],
    ] as const) {
      expect(psnr(pictures[a]!, pictures[b]!)).not.toBe(Infinity);
      expect(pictures[a]!.filter((value, index) => Math.abs(value - pictures[b]![index]!) > 64).length).toBeGreaterThan(100);
    }

    // A second call answers from storage, drawing nothing; a measured solo render gives an estimate.
    const [measured] = await server.context.db
      .insert(personalisedItems)
      .values({ userId, projectId: video.id, kind: 1, mergeValues: {}, allMergeTag: [], status: 1, renderId: 'r'.repeat(22), createdAt: new Date(Date.now() - 30_000) })
      .returning();
    expect(measured).toBeDefined();
    const again = (await call('GET', preflightPath(batchId), { token })).body.result;
    expect(opened).toHaveLength(1);
    expect(again.contacts.map((contact: { thumbnail: string }) => contact.thumbnail)).toEqual(addresses);
    expect(again.etaSeconds).toBeGreaterThanOrEqual(90);
    expect(again.etaSeconds).toBeLessThan(100);
    expect(again.etaBasis).toMatch(/last 1 personalised video\(s\) of this video/);

    // At most 20 preflights a minute per user: the 21st is refused with a time to wait.
    for (let calls = 2; calls < 20; calls++) expect((await call('GET', preflightPath(batchId), { token })).status).toBe(200);
    const refused = await call('GET', preflightPath(batchId), { token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another user's batch is not found; deleting the video removes the pictures.
    const stranger = await signUpAndLogIn(call, server.smtp, 'batch-preflight-stranger@example.com');
    expect((await call('GET', preflightPath(batchId), { token: stranger })).status).toBe(404);
    expect((await call('DELETE', `/api/newvideo/video/${video.id}/`, { token })).status).toBe(200);
    const names = addresses.map((address) => address.split('/').at(-1)!);
    expect(await Promise.all(names.map((name) => server.context.storage.exists(renderFileKey(name))))).toEqual([false, false, false]);
  });
});
