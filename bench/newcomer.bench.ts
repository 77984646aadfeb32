// `npm run bench -- newcomer`: a newcomer's first five minutes, timed as a person would feel them,
// on the built product (`npx vite build` first) started fresh as `npm start` starts it (embedded
// database, new data folder, template previews prepared in the background from its start):
// log in, see the template list and its first pictures, use the "Thank You" template (never played),
// wait for the editor's first frame, press Generate Video, wait until Download is enabled. Each
// wait is printed. No peer yet: "Export now" of the same copy in a second page was meant to be one,
// but that page was closed under the run (to be found). Writes its section of RESULTS.md.
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/support/chromium.ts';
import { startProductServer } from '../tests/support/productServer.ts';
import { renderAppDir } from '../tests/support/renders.ts';
import { startSmtpPeer } from '../tests/support/smtpPeer.ts';
import { signedUpToken } from '../tests/e2e/studio.ts';
import { writeResultsSection } from './resultsFile.ts';

const TEMPLATE = 'Thank You';
/** Longest any one wait may take before the run gives up, ms. */
const WAIT_MS = 900_000;

const waits: { step: string; seconds: number }[] = [];
/** Times `work` as one wait of the path, prints and keeps it. */
async function timed(step: string, work: () => Promise<unknown>): Promise<number> {
  const begin = performance.now();
  await work();
  const seconds = (performance.now() - begin) / 1000;
  waits.push({ step, seconds });
  console.log(`${step.padEnd(58)} ${seconds.toFixed(1).padStart(7)} s`);
  return seconds;
}

/** Waits until the editor's canvas has drawn the open scene ('Scene is Loading ...' gone). */
async function firstFrame(page: Page) {
  await page.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: WAIT_MS });
  await page.locator('.scene-loading').waitFor({ state: 'detached', timeout: WAIT_MS });
}

renderAppDir();
const smtp = await startSmtpPeer();
const serverStarted = performance.now();
const server = await startProductServer({ smtpUrl: smtp.url, database: 'pglite', templatePreviews: 'prepare' });
const browser = await launchChromium();
try {
  const email = 'newcomer@bench.test';
  await signedUpToken(server, smtp, email);
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret1');

  await timed('log in -> the template list', async () => {
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor({ timeout: WAIT_MS });
  });
  const card = page.getByRole('list', { name: 'Avatar Videos' }).getByRole('button', { name: new RegExp(TEMPLATE) });
  await timed(`-> the "${TEMPLATE}" card shows its picture`, () => card.locator('img').waitFor({ timeout: WAIT_MS }));
  console.log(`  (the server had been up ${((performance.now() - serverStarted) / 1000).toFixed(0)} s, preparing previews from its start)`);
  await timed('open the card -> Use This Template -> the editor', async () => {
    await card.click();
    await page.getByRole('dialog', { name: TEMPLATE }).getByRole('button', { name: 'Use This Template' }).click();
    await page.waitForURL(/\/video\/[1-9]\d*\/0\/avatar$/, { timeout: WAIT_MS });
  });
  await timed("-> the scene's first frame drawn ('Scene is Loading ...' gone)", () => firstFrame(page));

  const generate = await timed('Generate Video -> Download enabled', async () => {
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await page.waitForURL(/\/myvideos\/\d+$/, { timeout: WAIT_MS });
    await page.getByRole('link', { name: 'Download' }).waitFor({ timeout: WAIT_MS });
  });

  const total = waits.reduce((sum, wait) => sum + wait.seconds, 0);
  console.log(`\nthe whole path, log in to Download: ${total.toFixed(1)} s, of which Generate Video ${generate.toFixed(1)} s`);
  writeResultsSection('newcomer', [
    '## newcomer',
    '',
    `\`npm run bench -- newcomer\`, ${new Date().toISOString().slice(0, 10)}: the built product started fresh (previews prepared from its start), one new account, Debian's Chromium at 1440x900.`,
    '',
    '| wait | seconds |',
    '|---|---|',
    ...waits.map(({ step, seconds }) => `| ${step} | ${seconds.toFixed(1)} |`),
    `| **log in to Download enabled** | **${total.toFixed(1)}** |`,
  ]);
} finally {
  await browser.close();
  await server.close();
  await smtp.close();
}
