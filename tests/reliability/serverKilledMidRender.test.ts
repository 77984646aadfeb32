import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { fetchClient } from '../support/fetchClient.ts';
import { blankDocument, projectPath, withText } from '../support/projects.ts';
import { FAULT_HEARTBEAT_SECONDS } from '../support/renderRuns.ts';
import { openLive, probeStreams, until } from '../support/renders.ts';
import { restartableProduct } from './restartableProduct.ts';

/**
 * Fault (issue 22, faults): the product's process (embedded database, its render worker inside)
 * killed in the middle of a render and started again on the same data folder. The render is taken
 * again once its lease ends and completes: no partial file under a final name, the generation's
 * row names a whole file that is there, and the killed process's temporary files are swept.
 */

const RENDER_MS = 240_000;
const { dataDir, smtp, start } = await restartableProduct('studio-render-crash-', { RENDER_HEARTBEAT_SECONDS: String(FAULT_HEARTBEAT_SECONDS) });
const entriesOf = (folder: string) => fs.readdir(path.join(dataDir, folder)).catch(() => [] as string[]);

it('completes a render whose server was killed mid-render, once, with nothing partial left behind', { timeout: RENDER_MS }, async () => {
  const first = await start();
  const call = fetchClient(first.url);
  const token = await signUpAndLogIn(call, smtp, 'render-crash@example.com');
  const document = withText(blankDocument(1), 1, 'title', 'Killed mid-render', 200);
  const { id } = (await call('POST', `${projectPath.video}/create/`, { token, body: { d: document, name: 'Crash' } })).body.result as { id: number };
  const live = await openLive(first.url, token);
  expect((await call('POST', `${projectPath.video}/generate/${id}/`, { token, body: {} })).status).toBe(200);
  // Mid-render: frames are being drawn.
  await until(
    () =>
      live.received.some((message) => message.command === 'videoEditor.progress.update' && message.data.results?.step?.name === 'drawing' && message.data.results.step.done > 0),
    RENDER_MS / 2,
    'frames to be drawn',
  );
  live.close();
  await first.crash();
  // No video under a final name before the render ends; what is there (the thumbnail, drawn first) is whole.
  const beforeRestart = await entriesOf('files/renders');
  expect(beforeRestart.filter((name) => name.endsWith('.mp4'))).toEqual([]);
  for (const name of beforeRestart) expect((await probeStreams(path.join(dataDir, 'files', 'renders', name))).streams[0]?.codec_type).toBe('video');
  const killedTemp = await entriesOf('tmp');
  // The killed render's work folder and the profile of its Chromium.
  expect(killedTemp.some((name) => name.startsWith('media-'))).toBe(true);
  expect(killedTemp.some((name) => name.startsWith('chromium-'))).toBe(true);

  const second = await start();
  const again = fetchClient(second.url);
  const details = async () => (await again('GET', `${projectPath.video}/details/${id}/`, { token })).body.result.mainVideoGenerate as { status: number; video: string | null };
  await until(
    async () => {
      const { status } = await details();
      if (status === 0) throw new Error('the render failed after the restart');
      return status === 1;
    },
    RENDER_MS / 2,
    'the render to complete after the restart',
  );

  const { video } = await details();
  const stored = await entriesOf('files/renders');
  // One output: the video, its thumbnail and its mail pictures (GIF and still), and the file the row names is one of them, whole.
  expect(stored).toHaveLength(4);
  const file = stored.find((name) => name.endsWith('.mp4'))!;
  expect(video).toContain(file);
  const probe = await probeStreams(path.join(dataDir, 'files', 'renders', file));
  expect(probe.streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
  expect(Number(probe.format.duration)).toBeGreaterThan(1);
  // The killed process's work folder and browser profile were swept; the new render's work folder is gone too. Only the
  // profile of the running server's warm Chromium is left.
  const left = await entriesOf('tmp');
  expect(left.filter((name) => killedTemp.includes(name))).toEqual([]);
  expect(left.filter((name) => !name.startsWith('chromium-'))).toEqual([]);
});
