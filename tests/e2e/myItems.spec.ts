import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blankDocument } from '../support/projects.ts';
import { type Studio, useStudioSessions } from './studio.ts';

let context: BrowserContext;
let page: Page;
let studio: Studio;
useStudioSessions('my-items-', (session) => ({ context, page, studio } = session));

/** The first engine of a fresh browser compiles every shader program (slow in software rendering). */
const JOURNEY_MS = 240_000;

/** Creates a video draft through the API; answers its id. */
async function createDraft(name: string): Promise<number> {
  const answer = await fetch(`${studio.server.url}/api/newvideo/video/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${studio.token}` },
    body: JSON.stringify({ d: blankDocument(), name }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: { id: number } }).result.id;
}

/** The page a click opens in a new tab, once it has an address of the editor. */
async function newTabFrom(click: () => Promise<void>, address: RegExp): Promise<Page> {
  const [opened] = await Promise.all([context.waitForEvent('page'), click()]);
  await opened.waitForURL(address);
  return opened;
}

describe('My Videos and My Images', () => {
  it(
    'lists two drafts, opens one in the editor and deletes the other after confirming',
    async () => {
      const first = await createDraft('Spring campaign');
      const second = await createDraft('Autumn follow-up');
      await page.goto(`${studio.server.url}/myvideos`);
      await page.getByRole('heading', { name: 'My Videos', level: 1 }).waitFor();
      await page.getByRole('tab', { name: 'Drafts' }).click();
      const drafts = page.getByRole('list', { name: 'My Videos: Drafts' });
      await drafts.getByText('Spring campaign').waitFor();
      // Last changed first.
      expect(await drafts.locator('.item-card-name').allTextContents()).toEqual(['Autumn follow-up', 'Spring campaign']);

      const editor = await newTabFrom(() => drafts.getByRole('link', { name: 'Edit Spring campaign' }).click(), new RegExp(`/video/${first}/0/avatar`));
      await editor.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: JOURNEY_MS });
      await editor.close();

      await drafts.getByRole('button', { name: 'Actions for Autumn follow-up' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const question = page.getByRole('dialog', { name: 'Are you sure you want to delete this video?' });
      await question.getByRole('button', { name: 'Delete' }).click();
      await drafts.getByText('Autumn follow-up').waitFor({ state: 'detached' });
      expect(await drafts.locator('.item-card-name').allTextContents()).toEqual(['Spring campaign']);
      const gone = await fetch(`${studio.server.url}/api/newvideo/video/${second}/`, { headers: { authorization: `Token ${studio.token}` } });
      expect(gone.status).toBe(404);
    },
    JOURNEY_MS,
  );

  it(
    'opens the image editor with a new image from the Create Image tile',
    async () => {
      await page.goto(`${studio.server.url}/myimages`);
      await page.getByRole('heading', { name: 'My Images', level: 1 }).waitFor();
      const editor = await newTabFrom(() => page.getByRole('link', { name: /Create Image/ }).click(), /\/image\/[1-9]\d*\/0\/avatar/);
      await editor.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: JOURNEY_MS });
      const id = Number(new URL(editor.url()).pathname.split('/')[2]);
      expect((await studio.saved('image', id)).jsonData.mode).toBe(2);
    },
    JOURNEY_MS,
  );
});
