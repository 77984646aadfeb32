import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { makeMediaFixtures } from '../support/mediaFixtures.ts';
import { createProjectVia, projectPath } from '../support/projects.ts';
import { chromiumDescendants, openLive, renderAppDir, twoSceneVideo, until, type VideoMedia } from '../support/renders.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { uploadToLibrary } from '../support/userLibrary.ts';

const RENDER_MS = 400_000;

let server: TestServer;
let call: ApiCall;
let origin: string;
let token: string;
let media: VideoMedia;

beforeAll(async () => {
  server = await startTestServer({ APP_DIR: renderAppDir() });
  call = apiClient(server.app);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  token = await signUpAndLogIn(call, server.smtp, 'fault-render@example.com');
  const fixtures = await makeMediaFixtures();
  const upload = async (name: keyof typeof fixtures, category: string) => (await uploadToLibrary(server, token, fixtures[name], { category })).body.result.media_file as string;
  media = {
    image: await upload('picture.png', 'video_image'),
    video: await upload('clip.mp4', 'video_video'),
    videoSeconds: 2,
    music: await upload('tune.mp3', 'music'),
    musicSeconds: 2,
  };
}, 120_000);
afterAll(() => server?.close());

describe('a render whose Chromium dies', () => {
  it('is tried again and completes with one output; no Chromium and no work file is left', { timeout: RENDER_MS }, async () => {
    const { id } = await createProjectVia(call, token, 'video', twoSceneVideo(media, 'Killed once'), 'Fault');
    const live = await openLive(origin, token);
    try {
      expect((await call('POST', `${projectPath.video}/generate/${id}/`, { token, body: {} })).status).toBe(200);
      const statuses = () =>
        live.received.filter((message) => message.command === 'videoEditor.progress.update').map((message) => message.data.results as { status: number; progress: number });
      // Mid-render: frames are being drawn and encoded.
      await until(() => statuses().some(({ status, progress }) => status === 2 && progress >= 10), RENDER_MS / 2, 'the render to be under way');
      const browsers = chromiumDescendants().filter((entry) => entry.isBrowser);
      expect(browsers).toHaveLength(1);
      process.kill(browsers[0]!.pid, 'SIGKILL');

      await until(() => statuses().some(({ status }) => status === 1), RENDER_MS - 60_000, 'the video');
      const seen = statuses().map(({ status }) => status);
      // Generating, back in the queue after the failed attempt, generating again, ready.
      expect(seen.indexOf(3)).toBeGreaterThan(seen.indexOf(2));
      expect(seen.lastIndexOf(2)).toBeGreaterThan(seen.indexOf(3));
      expect(seen.at(-1)).toBe(1);
      expect(seen.filter((status) => status === 1)).toHaveLength(1);
      const outputs = (await fs.readdir(path.join(server.dataDir, 'files', 'renders'))).toSorted();
      expect(outputs).toHaveLength(2);
      expect(outputs[0]).toMatch(/^[\w-]{22}-thumb\.jpg$/);
      expect(outputs[1]).toBe(outputs[0]!.replace('-thumb.jpg', '.mp4'));
      const { result } = (await call('GET', `${projectPath.video}/details/${id}/`, { token })).body;
      expect(result.mainVideoGenerate).toMatchObject({ status: 1, progress: 100, video: `/api/renders/file/${outputs[1]}` });
    } finally {
      live.close();
    }
    await server.context.render.close();
    await until(() => chromiumDescendants().length === 0, 10_000, 'Chromium to end');
    // Work folders and Chromium's own temporary folders, the killed one's too.
    await until(async () => (await fs.readdir(path.join(server.dataDir, 'tmp'))).length === 0, 10_000, 'no temporary file');
  });
});
