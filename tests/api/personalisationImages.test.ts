import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANVAS_SIZES } from '../../src/scene/constants.ts';
import { parseProjectDocument, type ProjectDocument } from '../../src/scene/document.ts';
import { createImageObject } from '../../src/scene/ops/newObjects.ts';
import { libraryFileKey, libraryFileUrl, newLibraryFileName } from '../../src/server/services/userLibrary/libraryFiles.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { greetingDocument, personalisePath } from '../support/personalisation.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { listenOnLoopback } from '../support/renderRuns.ts';
import { decodeRgb, probeStreams, renderAppDir, until } from '../support/renders.ts';
import { markReady } from '../support/sharing.ts';
import { useTestServer } from '../support/testServer.ts';

/** Personalised images are rendered for real: slow on two shared cores. */
const RENDER_MS = 240_000;

const run = promisify(execFile);

/** A 64 px square PNG of one colour, made by ffmpeg. */
async function solidPng(colour: string): Promise<Buffer> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `color=c=${colour}:s=64x64`, '-frames:v', '1', '-c:v', 'png', '-f', 'image2', 'pipe:1'], {
    encoding: 'buffer',
  });
  return stdout;
}

const { server, call } = useTestServer({ APP_DIR: renderAppDir() });
let token: string;
/** Another site on loopback: /logo.png a red picture, /hop/{n} redirects n times to it, /text a page that is not a picture. */
let site: http.Server;
let siteOrigin: string;

beforeAll(async () => {
  await listenOnLoopback(server.app);
  token = await signUpAndLogIn(call, server.smtp, 'pictures@example.com');
  const red = await solidPng('red');
  site = http.createServer((request, response) => {
    const hop = /^\/hop\/(\d+)$/.exec(request.url ?? '');
    if (hop) {
      const left = Number(hop[1]);
      response.writeHead(302, { location: left > 1 ? `/hop/${left - 1}` : '/logo.png' }).end();
    } else if (request.url === '/logo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(red);
    else response.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
}, 120_000);
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** The square the tagged picture fills, canvas px. */
const LOGO = { left: 1200, top: 400, size: 400 };

/** A ready image that shows "Hi {{first_name}}" and a blue picture tagged `logo` (its own, in the library). */
async function taggedImage(): Promise<{ id: number; canvasWidth: number }> {
  const blue = newLibraryFileName('png');
  await server.context.storage.put(libraryFileKey(blue), await solidPng('blue'));
  const greeting = greetingDocument(blankDocument(2));
  const sceneId = greeting.currentScene.sceneArr[0]!;
  const scene = greeting.scenes[String(sceneId)]!;
  const logo = {
    ...createImageObject({ src: libraryFileUrl(blue), width: 64, height: 64 }, greeting.size, 'logo'),
    _Variable: 'logo',
    left: LOGO.left,
    top: LOGO.top,
    width: 64,
    height: 64,
    scaleX: LOGO.size / 64,
    scaleY: LOGO.size / 64,
  };
  const document: ProjectDocument = parseProjectDocument({
    ...greeting,
    scenes: { ...greeting.scenes, [sceneId]: { ...scene, jsonData: { ...scene.jsonData, objects: [...scene.jsonData.objects, logo] } } },
  });
  const image = await createProjectVia(call, token, 'image', document, 'Card');
  await markReady(server, image.id);
  return { id: image.id, canvasWidth: CANVAS_SIZES[document.size].width };
}

/** Personalises the image with this `logo` value and answers its finished history entry and the colour at the middle of the logo. */
async function personalisedLogo({ id: imageId, canvasWidth }: { id: number; canvasWidth: number }, logo: string) {
  const made = await call('POST', personalisePath.imageLink(imageId), { token, body: { mergeTagData: { email: 'ada@example.com', first_name: 'Ada', logo } } });
  expect(made.status).toBe(200);
  const entryOf = async () => (await call('GET', personalisePath.imageLink(imageId), { token })).body.results.find((entry: { id: number }) => entry.id === made.body.result.id);
  await until(async () => [0, 1].includes((await entryOf()).status), RENDER_MS / 3, 'the personalised image');
  const entry = await entryOf();
  expect(entry.status, entry.message).toBe(1);
  const file = path.join(server.dataDir, `logo-${entry.id}.png`);
  const png = await server.app.inject({ method: 'GET', url: entry.video });
  await fs.writeFile(file, png.rawPayload);
  const { width = 0 } = (await probeStreams(file)).streams[0]!;
  const scale = width / canvasWidth;
  const [x, y] = [Math.round((LOGO.left + LOGO.size / 2) * scale), Math.round((LOGO.top + LOGO.size / 2) * scale)];
  const rgb = await decodeRgb(file);
  const at = (y * width + x) * 3;
  return { entry, colour: [rgb[at]!, rgb[at + 1]!, rgb[at + 2]!] };
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => r! < 60 && g! < 60 && b! > 200;

describe('an image tag whose value is on another site', () => {
  it('is refused on a loopback host: the picture keeps its fallback and the entry says why', { timeout: RENDER_MS }, async () => {
    expect(server.context.config.mergeImageAllowPrivateHosts).toBe(false);
    const image = await taggedImage();
    const { entry, colour } = await personalisedLogo(image, `${siteOrigin}/logo.png`);
    expect(entry.message).toBe('The picture for {{logo}} was not used, its fallback was shown: its host 127.0.0.1 is a private, local or reserved address.');
    expect(isBlue(colour)).toBe(true);
    // No copy is left in storage.
    expect((await server.context.storage.list('user-library')).length).toBe(1);
  });

  it(
    'is fetched into storage and drawn when private hosts are allowed (tests only), through redirects; not a picture, or too many hops, is refused',
    { timeout: RENDER_MS },
    async () => {
      // The switch MERGE_IMAGE_ALLOW_PRIVATE_HOSTS=1 sets; the test site is on loopback.
      server.context.config.mergeImageAllowPrivateHosts = true;
      try {
        const image = await taggedImage();
        const drawn = await personalisedLogo(image, `${siteOrigin}/hop/3`);
        expect(drawn.entry.message).toBeNull();
        expect(isRed(drawn.colour)).toBe(true);
        const before = (await server.context.storage.list('user-library')).length;

        const notPicture = await personalisedLogo(image, `${siteOrigin}/text`);
        expect(notPicture.entry.message).toBe('The picture for {{logo}} was not used, its fallback was shown: it is not a PNG, JPEG, WebP or GIF picture.');
        expect(isBlue(notPicture.colour)).toBe(true);
        const tooFar = await personalisedLogo(image, `${siteOrigin}/hop/4`);
        expect(tooFar.entry.message).toBe('The picture for {{logo}} was not used, its fallback was shown: it redirects more than 3 times.');
        // The fetched copies are removed once drawn.
        expect((await server.context.storage.list('user-library')).length).toBe(before);
      } finally {
        server.context.config.mergeImageAllowPrivateHosts = false;
      }
    },
  );
});
