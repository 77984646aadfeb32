import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../../src/scene/document.ts';
import { segmentKey } from '../../src/server/services/generation/renderFiles.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { introVideo, personalisePath } from '../support/personalisation.ts';
import { createProjectVia } from '../support/projects.ts';
import { probeStreams, renderAppDir, until } from '../support/renders.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** The main render and one contact's render, for real: slow on two shared cores. */
const RENDER_MS = 300_000;

/** {@link introVideo}'s three scenes in easy mode: each lasts as long as its speech, so a longer name makes the intro longer. */
const intro = introVideo([
  { seconds: 2, script: 'Hi {{first_name}}.', title: 'Hi {{first_name}}' },
  { seconds: 2, script: 'This is scene two.', title: 'Scene two' },
  { seconds: 2, script: 'And scene three.', title: 'Scene three' },
]);
const document = parseProjectDocument({
  ...intro,
  scenes: Object.fromEntries(Object.entries(intro.scenes).map(([id, scene]) => [id, { ...scene, haveEasyMode: true, duration: undefined }])),
});

// Two real renders: one database is enough (the routes' own tests run on both).
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('a personalised video whose easy-mode intro is longer for the contact', () => {
  let server: TestServer;
  let call: ApiCall;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ APP_DIR: renderAppDir() });
    call = apiClient(server.app);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    token = await signUpAndLogIn(call, server.smtp, 'easy-intro@example.com');
  }, 120_000);
  afterAll(() => server?.close());

  /** The rendered segments kept for reuse. */
  const storedSegments = async () => (await server.context.storage.list(path.dirname(segmentKey('x')))).map((file) => file.key);
  /** The length of the video at `address` (`/api/renders/file/…`), seconds. */
  const secondsOf = async (address: string) => {
    const answer = await server.app.inject({ method: 'GET', url: address });
    const file = path.join(server.dataDir, path.basename(address));
    await fs.writeFile(file, answer.rawPayload);
    return Number((await probeStreams(file)).format.duration);
  };

  it('draws only the intro again: the later scenes keep their rendered segments', { timeout: RENDER_MS }, async () => {
    const video = await createProjectVia(call, token, 'video', document, 'Easy intro');
    expect((await call('POST', `/api/newvideo/video/generate/${video.id}/`, { token, body: {} })).status).toBe(200);
    const mainOf = async () => (await call('GET', `/api/newvideo/video/details/${video.id}/`, { token })).body.result.mainVideoGenerate;
    await until(async () => [0, 1].includes((await mainOf()).status), RENDER_MS / 2, 'the main video');
    expect((await mainOf()).status).toBe(1);
    const afterMain = await storedSegments();
    expect(afterMain).toHaveLength(3);

    const contact = { email: 'max@example.com', first_name: 'Maximiliana Grace Hopper-Lovelace' };
    expect((await call('POST', personalisePath.solo(video.id), { token, body: { mergeTagData: contact } })).status).toBe(200);
    const entryOf = async () => ((await call('GET', personalisePath.solo(video.id), { token })).body.results as { status: number; video: string }[])[0]!;
    await until(async () => [0, 1].includes((await entryOf()).status), RENDER_MS / 2, 'the personalised video');
    expect((await entryOf()).status).toBe(1);

    // The contact's intro speech is longer, so the whole video is; yet one new segment (the intro) was drawn.
    expect(await secondsOf((await entryOf()).video)).toBeGreaterThan((await secondsOf((await mainOf()).video)) + 0.3);
    const afterContact = await storedSegments();
    expect(afterContact.filter((key) => !afterMain.includes(key))).toHaveLength(1);
  });
});
