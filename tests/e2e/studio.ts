import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import type { ProjectDocument } from '../../src/scene/document.ts';
import type { ProductServer } from '../support/productServer.ts';
import { blankDocument, withText } from '../support/projects.ts';
import { until } from '../support/renders.ts';
import { linkIn, type SmtpPeer } from '../support/smtpPeer.ts';
import { type Product, useProduct } from './product.ts';

/** A signed-up, verified account of the product under test, with its API token. */
export async function signedUpToken(server: ProductServer, smtp: SmtpPeer, email: string): Promise<string> {
  const post = (path: string, body: unknown) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/accounts/signup/', { first_name: 'Ada', last_name: 'Stone', email, password: 'secret1' })).status).toBe(200);
  const code = linkIn(await smtp.waitForMail(email, 'Verify your e-mail'), '/signup-verify/').replace(/^.*\/signup-verify\//, '');
  return activatedToken(server, code, email, 'secret1');
}

/** Opens a verification link (its `code`) as the mailbox owner's browser does and logs in with the activation ticket it answers: the account is active; answers its session token. */
export async function activatedToken(server: ProductServer, code: string, email: string, password: string): Promise<string> {
  const verified = await fetch(`${server.url}/api/accounts/signup/verify/?code=${code}`);
  expect(verified.status).toBe(200);
  const { activation } = (await verified.json()) as { activation: string };
  const login = await fetch(`${server.url}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, activation }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { result: { token: string } }).result.token;
}

/** One test's browser session: a fresh context at 1440x900 with a signed-in new account. */
export type StudioSession = { context: BrowserContext; page: Page; studio: Studio; smtp: SmtpPeer };

/**
 * Registers the hooks of a studio suite: the built product (on the embedded database, or on a
 * fresh PostgreSQL one that the test can also reach through `studio.server.database`), an SMTP
 * peer and Chromium for the whole file, and for each test a fresh browser context signed in as a
 * new account (`{prefix}{n}@editor.test`), handed to `onSession` before the test runs.
 */
export function useStudioSessions(prefix: string, onSession: (session: StudioSession) => void, database: 'pglite' | 'postgres' = 'pglite'): void {
  let product: Product;
  let context: BrowserContext | undefined;
  let accounts = 0;
  useProduct((ready) => (product = ready), database);
  beforeEach(async () => {
    context = await product.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const studio = new Studio(page, product.server, await signedUpToken(product.server, product.smtp, `${prefix}${++accounts}@editor.test`));
    await studio.signIn();
    onSession({ context, page, studio, smtp: product.smtp });
  });
  afterEach(() => context?.close());
}

/** The editor as a customer drives it, plus what the server holds. */
export class Studio {
  constructor(
    readonly page: Page,
    readonly server: ProductServer,
    readonly token: string,
  ) {}

  /** Signs the page in with the token, stored where the app keeps its session (as a login leaves it). */
  async signIn(): Promise<void> {
    await this.page.goto(`${this.server.url}/login`);
    await this.page.evaluate((token) => localStorage.setItem('token', token), this.token);
    await this.page.goto(`${this.server.url}/settings`);
    await this.page.getByRole('heading', { name: 'Account Settings' }).waitFor();
  }

  /** Calls the product's API as the signed-in customer: the reply's status and body. */
  /**
   * A one-scene video (or image) whose text object `textId` says `text`, generated (published)
   * through the API; answers its id once ready (within `timeoutMs`).
   */
  async generatedTextVideo(name: string, textId: string, text: string, timeoutMs: number, editorType: 'video' | 'image' = 'video'): Promise<number> {
    const base = blankDocument(editorType === 'video' ? 1 : 2);
    const sceneId = base.currentScene.sceneArr.find((id) => id !== -1)!;
    const prefix = editorType === 'video' ? '/api/newvideo/video' : '/api/newimage/image';
    const { id } = (await this.api('POST', `${prefix}/create/`, { d: withText(base, sceneId, textId, text, 200), name })).body.result as { id: number };
    expect((await this.api('POST', `${prefix}/generate/${id}/`, {})).status).toBe(200);
    await until(
      async () => {
        const status = (await this.api('GET', `${prefix}/details/${id}/`)).body.result.mainVideoGenerate.status as number;
        if (status === 0) throw new Error('the generation failed');
        return status === 1;
      },
      timeoutMs,
      `the ${editorType} to be ready`,
    );
    return id;
  }

  async api(method: string, url: string, body?: unknown) {
    const answer = await fetch(`${this.server.url}${url}`, {
      method,
      headers: { authorization: `Token ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as { result: Record<string, any> } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** Creates a project through `/{editorType}/0/0/avatar` and answers its id once the canvas runs. */
  async create(editorType: 'video' | 'image', query = ''): Promise<number> {
    await this.page.goto(`${this.server.url}/${editorType}/0/0/avatar${query}`);
    await this.page.waitForURL(new RegExp(`/${editorType}/[1-9]\\d*/0/avatar`));
    await this.waitForCanvas();
    return Number(new URL(this.page.url()).pathname.split('/')[2]);
  }

  /** Creates a video project with `document` through the API, opens it in the editor and answers its id once the canvas runs. */
  async openNewVideo(document: ProjectDocument): Promise<number> {
    const answer = await fetch(`${this.server.url}/api/newvideo/video/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${this.token}` },
      body: JSON.stringify({ d: document }),
    });
    expect(answer.status).toBe(200);
    const { id } = ((await answer.json()) as { result: { id: number } }).result;
    await this.page.goto(`${this.server.url}/video/${id}/0/avatar`);
    await this.waitForCanvas();
    return id;
  }

  async waitForCanvas(): Promise<void> {
    await this.page.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: 30_000 });
  }

  async tab(name: string): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Editor tabs' }).getByRole('link', { name, exact: true }).click();
  }

  /** The page point of canvas point (x, y) (canvas px of the project size). */
  async canvasPoint(x: number, y: number, canvasWidth = 1920): Promise<{ x: number; y: number }> {
    const box = await this.page.locator('.editor-canvas-holder').boundingBox();
    if (!box) throw new Error('no canvas');
    const scale = box.width / canvasWidth;
    return { x: box.x + x * scale, y: box.y + y * scale };
  }

  /** Drags with the mouse from one canvas point to another, in steps, as a hand would. */
  async dragOnCanvas(from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
    const start = await this.canvasPoint(from.x, from.y);
    const end = await this.canvasPoint(to.x, to.y);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move(end.x, end.y, { steps: 12 });
    await this.page.mouse.up();
  }

  /** Drags a selection handle (`nw`, `se`, `rotate`, …) by a page offset. */
  async dragHandle(handle: string, dx: number, dy: number): Promise<void> {
    const box = await this.page.locator(`[data-handle="${handle}"] .canvas-handle`).boundingBox();
    if (!box) throw new Error(`no ${handle} handle`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 10 });
    await this.page.mouse.up();
  }

  /** The project as the server holds it. */
  async saved(editorType: 'video' | 'image', id: number): Promise<{ name: string; revision: number; jsonData: ProjectDocument }> {
    const path = editorType === 'video' ? '/api/newvideo/video/' : '/api/newimage/image/';
    const answer = await fetch(`${this.server.url}${path}${id}/`, { headers: { authorization: `Token ${this.token}` } });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { result: { name: string; revision: number; jsonData: ProjectDocument } }).result;
  }

  /** Waits until the server's copy passes `check` (autosave runs every second). */
  async untilSaved(editorType: 'video' | 'image', id: number, check: (document: ProjectDocument) => boolean, timeout = 15_000): Promise<ProjectDocument> {
    let last: ProjectDocument | null = null;
    await expect
      .poll(
        async () => {
          last = (await this.saved(editorType, id)).jsonData;
          return check(last);
        },
        { timeout, interval: 250 },
      )
      .toBe(true);
    return last!;
  }

  /** RGB of the preview at a canvas point, as the screen shows it (read from a screenshot). */
  async pixelAt(x: number, y: number): Promise<[number, number, number]> {
    const [r, g, b] = await this.screenPixels({ left: x, top: y, width: 1, height: 1 }, 1);
    return [r!, g!, b!];
  }

  /**
   * RGBA bytes of the preview's canvas box (canvas px of a `canvasWidth`-wide project), as the
   * screen shows it (read from a screenshot), row by row.
   */
  async screenPixels(box: { left: number; top: number; width: number; height: number }, minimumSide = 0, canvasWidth = 1920): Promise<number[]> {
    const from = await this.canvasPoint(box.left, box.top, canvasWidth);
    const to = await this.canvasPoint(box.left + box.width, box.top + box.height, canvasWidth);
    const clip = {
      x: Math.round(from.x),
      y: Math.round(from.y),
      width: Math.max(minimumSide, Math.round(to.x - from.x)),
      height: Math.max(minimumSide, Math.round(to.y - from.y)),
    };
    const shot = await this.page.screenshot({ clip });
    return this.page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data);
    }, shot.toString('base64'));
  }
}

/** The objects of the first live scene of a document, without the background. */
export function firstSceneObjects(document: ProjectDocument) {
  const sceneId = document.currentScene.sceneArr.find((id) => id !== -1)!;
  return document.scenes[String(sceneId)]!.jsonData.objects.slice(1);
}

/** The live scenes of a document in play order. */
export function liveScenes(document: ProjectDocument): number[] {
  return document.currentScene.sceneArr.filter((id) => id !== -1);
}
