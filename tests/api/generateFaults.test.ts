import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { createProjectVia, projectPath } from '../support/projects.ts';
import { listenOnLoopback, renderProgress, uploadVideoMedia } from '../support/renderRuns.ts';
import { chromiumDescendants, openLive, renderAppDir, twoSceneVideo, until, type VideoMedia } from '../support/renders.ts';
import { useTestServer } from '../support/testServer.ts';

const RENDER_MS = 400_000;

const { server, call } = useTestServer({ APP_DIR: renderAppDir() });
let origin: string;
let token: string;
let media: VideoMedia;

beforeAll(async () => {
  origin = await listenOnLoopback(server.app);
  token = await signUpAndLogIn(call, server.smtp, 'fault-render@example.com');
  media = await uploadVideoMedia(server, token);
}, 120_000);

describe('a render whose Chromium dies', () => {
  it('is tried again and completes with one output; no Chromium and no work file is left', { timeout: RENDER_MS }, async () => {
    const { id } = await createProjectVia(call, token, 'video', twoSceneVideo(media, 'Killed once'), 'Fault');
    const live = await openLive(origin, token);
    try {
      expect((await call('POST', `${projectPath.video}/generate/${id}/`, { token, body: {} })).status).toBe(200);
      const statuses = () => renderProgress(live);
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
      // One render's files: its MP4, its thumbnail and its mail pictures, all named by its render id.
      const outputs = (await fs.readdir(path.join(server.dataDir, 'files', 'renders'))).toSorted();
      const renderId = /^([\w-]{22})\.mp4$/.exec(outputs.at(-1)!)?.[1];
      expect(outputs).toEqual([`${renderId}-mail.gif`, `${renderId}-mail.jpg`, `${renderId}-thumb.jpg`, `${renderId}.mp4`]);
      const { result } = (await call('GET', `${projectPath.video}/details/${id}/`, { token })).body;
      expect(result.mainVideoGenerate).toMatchObject({ status: 1, progress: 100, video: `/api/renders/file/${renderId}.mp4` });
    } finally {
      live.close();
    }
    await server.context.render.close();
    await until(() => chromiumDescendants().length === 0, 10_000, 'Chromium to end');
    // Work folders and Chromium's own temporary folders, the killed one's too.
    await until(async () => (await fs.readdir(path.join(server.dataDir, 'tmp'))).length === 0, 10_000, 'no temporary file');
  });
});
