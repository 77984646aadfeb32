import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderBrowser, type RenderBrowser } from '../../src/server/render/renderBrowser.ts';
import { RenderError } from '../../src/server/render/renderErrors.ts';
import { openRenderSession, type RenderSessionOptions } from '../../src/server/render/renderSession.ts';

/**
 * A stand-in render page, so the session's fault handling is tested without the app build: `load`
 * hangs, `encodeVideo` writes three pieces with a heartbeat each, `captureImage` fails.
 */
const page = `<!doctype html><script>
window.studioRender = {
  load: () => new Promise(() => {}),
  encodeVideo: async (stream) => {
    for (let index = 0; index < 3; index++) {
      await window.studioRenderSink(stream, btoa('abc'), index * 3);
      window.studioRenderBeat(stream, index + 1);
    }
    return { frames: 3, bytes: 9 };
  },
  captureImage: async () => { throw new Error('no picture here'); },
};
</script>`;

let server: http.Server;
let origin: string;
let temp: string;
let browser: RenderBrowser;

beforeAll(async () => {
  server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  temp = await fs.mkdtemp(path.join(os.tmpdir(), 'render-session-'));
  browser = createRenderBrowser(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', temp);
});
afterAll(async () => {
  await browser.close();
  server.close();
  await fs.rm(temp, { recursive: true, force: true });
});

const options = (stallMs: number): RenderSessionOptions => ({ origin, stallMs, signal: new AbortController().signal });

describe('a render session', () => {
  it("hands the page's pieces to the stream at their positions, with its heartbeats", async () => {
    const session = await openRenderSession(browser, options(10_000));
    const written: string[] = [];
    const beats: number[] = [];
    const result = await session.call('encodeVideo', ['segment', 0, 3], {
      name: 'segment',
      write: async (data, position) => void written.push(`${position}:${data.toString()}`),
      onBeat: (done) => beats.push(done),
    });
    // A page whose calls all went well may serve the next job.
    expect(session.isReusable()).toBe(true);
    await session.close();
    expect(session.isReusable()).toBe(false);
    expect(result).toEqual({ frames: 3, bytes: 9 });
    expect(written).toEqual(['0:abc', '3:abc', '6:abc']);
    expect(beats).toEqual([1, 2, 3]);
  });

  it('ends a call that makes no progress (a hung page) and closes its page; the browser serves the next job', async () => {
    const session = await openRenderSession(browser, options(1500));
    const started = Date.now();
    const error = await session.call('load', [{}, { width: 16, height: 16 }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RenderError);
    expect(error).toMatchObject({ code: 'STALLED', message: 'the render page made no progress in 2 s' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(session.isReusable()).toBe(false);
    await session.close();
    const next = await openRenderSession(browser, options(10_000));
    await expect(next.call('encodeVideo', ['again', 0, 3], { name: 'again', write: async () => undefined })).resolves.toEqual({ frames: 3, bytes: 9 });
    await next.close();
  });

  it("reports the page's own failure with the step", async () => {
    const session = await openRenderSession(browser, options(10_000));
    const error = await session.call('captureImage', ['still', { frame: 0, sceneId: null, width: 16, height: 16, type: 'image/png' }]).catch((caught: unknown) => caught);
    // A page that failed is never handed to another job.
    expect(session.isReusable()).toBe(false);
    await session.close();
    expect(error).toMatchObject({ code: 'PAGE_FAILED' });
    expect((error as Error).message).toMatch(/^captureImage: .*no picture here/);
  });

  it('notices at once that Chromium died, and starts a new one for the next job', async () => {
    const session = await openRenderSession(browser, options(60_000));
    const hung = session.call('load', [{}, { width: 16, height: 16 }]).catch((caught: unknown) => caught);
    await browser.restart();
    expect(await hung).toMatchObject({ code: 'BROWSER_DIED' });
    await session.close();
    const next = await openRenderSession(browser, options(10_000));
    await expect(next.call('encodeVideo', ['after', 0, 3], { name: 'after', write: async () => undefined })).resolves.toEqual({ frames: 3, bytes: 9 });
    await next.close();
  });
});
