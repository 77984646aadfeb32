import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { useCredits } from '../../src/server/services/account/credits.ts';
import { findUserByEmail } from '../../src/server/services/account/users.ts';
import { launchChromium } from '../support/chromium.ts';
import { type ProductServer, startProductServer } from '../support/productServer.ts';
import { linkIn, type SmtpPeer, startSmtpPeer } from '../support/smtpPeer.ts';
import { activatedToken } from './studio.ts';

let browser: Browser;
let smtp: SmtpPeer;
let server: ProductServer;
let context: BrowserContext;
let page: Page;

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  browser = await launchChromium();
  smtp = await startSmtpPeer();
  server = await startProductServer({ smtpUrl: smtp.url, database: 'postgres' });
});
afterAll(async () => {
  await server.close();
  await browser.close();
  await smtp.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterEach(() => context.close());

const db = () => server.database!.db;

/** `npm run admin -- …` against the product's database. */
function admin(...args: string[]): Promise<string> {
  const databaseUrl = (server.database as DatabaseHandle & { url: string }).url;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.mjs', ...args],
      { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

/** Signs up through the API, follows the mailed verification link and logs in once: the account is active. */
async function verifiedAccount(email: string, password = 'secret1', firstName = 'Maya') {
  const answer = await fetch(`${server.url}/api/accounts/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: firstName, last_name: 'Patel', email, password }),
  });
  expect(answer.status).toBe(200);
  const mail = await smtp.waitForMail(email, 'Verify your e-mail');
  await activatedToken(server, linkIn(mail, '/signup-verify/').replace(/^.*\/signup-verify\//, ''), email, password);
}

async function logIn(on: Page, email: string, password = 'secret1') {
  await on.goto(`${server.url}/login`);
  await on.getByLabel('Email', { exact: true }).fill(email);
  await on.getByLabel('Password', { exact: true }).fill(password);
  await on.getByRole('button', { name: 'Login', exact: true }).click();
  await on.waitForURL(`${server.url}/`);
}

async function openSettings(on: Page) {
  await on.getByRole('button', { name: /profile|account|maya|lee|sam/i }).click();
  await on.getByRole('menuitem', { name: 'Account Settings' }).click();
  await on.getByRole('heading', { name: 'Account Settings' }).waitFor();
}

describe('account area (PostgreSQL)', () => {
  it('edits the profile, refusing invalid values, and replaces and removes the photo', async () => {
    await verifiedAccount('maya@profile.test');
    await logIn(page, 'maya@profile.test');
    await openSettings(page);
    await page.getByText('Click edit profile to edit this.').waitFor();
    expect(await page.getByText('Click edit profile to add link.').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Manage Team' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    expect(await dialog.getByLabel('Email').isEditable()).toBe(false);
    await dialog.getByLabel('First Name').fill('R2D2');
    await dialog.getByLabel('Phone').fill('12345');
    await dialog.getByLabel('LinkedIn').fill('linkedin.com/in/maya');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Only letters, spaces and hyphens are allowed.').waitFor();
    await dialog.getByText('Enter a phone number of 10 digits, optionally after +country code.').waitFor();
    await dialog.getByText('Enter a valid URL (http or https).').waitFor();
    expect(await dialog.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');

    // A field error from the server is marked on its input too.
    await page.route('**/api/accounts/user/', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ isError: true, message: { twitter_url: { message: 'Server refused this link.' } }, result: null }),
          })
        : route.fallback(),
    );
    await dialog.getByLabel('First Name').fill('Maya');
    await dialog.getByLabel('Phone').fill('');
    await dialog.getByLabel('LinkedIn').fill('');
    await dialog.getByLabel('Twitter').fill('https://twitter.com/maya');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Server refused this link.').waitFor();
    expect(await dialog.getByLabel('Twitter').getAttribute('aria-invalid')).toBe('true');
    await page.unroute('**/api/accounts/user/');

    await dialog.getByLabel('Last Name').fill('Patel-Singh');
    await dialog.getByLabel('Phone').fill('+44 7700 900123');
    await dialog.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/maya');
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Maya Patel-Singh' }).waitFor();
    await page.getByText('+44 7700 900123').waitFor();
    await page.getByRole('link', { name: 'www.linkedin.com/in/maya' }).waitFor();
    await page.getByRole('link', { name: 'twitter.com/maya' }).waitFor();

    const photoInput = page.locator('input[type="file"]');
    await photoInput.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('Upload a .jpg, .jpeg, .webp or .png image.').waitFor();
    const afterUpload = page.waitForEvent('load');
    await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await afterUpload;
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/accounts\/user\/image\/[\w-]{22}\.png$/);
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

    const afterRemoval = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await afterRemoval;
    await page.getByRole('button', { name: 'Upload photo' }).waitFor();
    expect(await page.getByRole('img', { name: 'Your profile photo' }).count()).toBe(0);
  });

  it('changes the password and signs out the session elsewhere', async () => {
    await verifiedAccount('pat@password.test', 'oldpass1', 'Pat');
    const elsewhere = await browser.newContext();
    try {
      const otherPage = await elsewhere.newPage();
      await logIn(otherPage, 'pat@password.test', 'oldpass1');
      await logIn(page, 'pat@password.test', 'oldpass1');
      await page.goto(`${server.url}/settings`);

      await page.getByRole('button', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      const save = dialog.getByRole('button', { name: 'Save Password' });
      await dialog.getByLabel('Old Password').fill('oldpass1');
      await dialog.getByLabel('New Password').fill('short');
      await dialog.getByLabel('Confirm Password').fill('shor');
      expect(await save.isDisabled()).toBe(true);
      await dialog.getByLabel('Confirm Password').fill('short');
      await save.click();
      await dialog.getByText('Password length not match.').waitFor();

      await dialog.getByLabel('Old Password').fill('not-my-password');
      await dialog.getByLabel('New Password').fill('newpass1');
      await dialog.getByLabel('Confirm Password').fill('newpass1');
      await save.click();
      await dialog.getByText('oldpassword : Old password is incorrect.').waitFor();

      await dialog.getByLabel('Old Password').fill('oldpass1');
      await save.click();
      await page.getByRole('dialog', { name: 'Password Changed' }).waitFor();

      await otherPage.goto(`${server.url}/settings`);
      await otherPage.waitForURL(/\/login/);
      expect(decodeURIComponent(new URL(otherPage.url()).search)).toBe('?redirect=/settings');

      await page.reload();
      await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
      await logIn(otherPage, 'pat@password.test', 'newpass1');
    } finally {
      await elsewhere.close();
    }
  });

  it('lets an admin invite a member who signs up with the code and joins the team', async () => {
    await verifiedAccount('sam@acme.test', 'secret1', 'Sam');
    await verifiedAccount('outsider@example.com', 'secret1', 'Olga');
    expect(await admin('create-organisation', '--name', 'Acme Sales', '--admin', 'sam@acme.test')).toContain('Acme Sales');
    await logIn(page, 'sam@acme.test');
    await openSettings(page);
    await page.getByText('Admin', { exact: true }).waitFor();
    await page.getByText('Acme Sales').first().waitFor();

    await page.getByRole('button', { name: 'Manage Team' }).click();
    const team = page.getByRole('dialog', { name: 'Manage Team' });
    const send = team.getByRole('button', { name: 'Send Invite' });
    expect(await send.isDisabled()).toBe(true);
    await team.getByLabel('Invite a member by email').fill('lee@acme');
    await send.click();
    await team.getByText('Email Invalid').waitFor();

    // Refused by the server: the row appears at once, then rolls back with the reason.
    await team.getByLabel('Invite a member by email').fill('outsider@example.com');
    await send.click();
    await team.getByText('Email already registered.').waitFor();
    expect(await team.getByText('outsider@example.com').count()).toBe(0);

    await team.getByLabel('Invite a member by email').fill('lee@acme.test');
    await send.click();
    const pendingRow = team.getByRole('listitem').filter({ hasText: 'lee@acme.test' });
    await pendingRow.getByText('Invitation Pending!').waitFor();

    const mail = await smtp.waitForMail('lee@acme.test', "You're invited to join Acme Sales");
    const inviteLink = linkIn(mail, '/register?code=');
    const invitee = await browser.newContext();
    try {
      const joinPage = await invitee.newPage();
      await joinPage.goto(inviteLink);
      await joinPage.getByText("You're joining Acme Sales").waitFor();
      expect(await joinPage.getByLabel('Email', { exact: true }).inputValue()).toBe('lee@acme.test');
      await joinPage.getByLabel('First Name').fill('Lee');
      await joinPage.getByLabel('Last Name').fill('Chan');
      await joinPage.getByLabel('Password', { exact: true }).fill('secret1');
      await joinPage.getByRole('button', { name: /sign up/i }).click();
      await joinPage.waitForURL(/\/login/);
      await joinPage.getByText('Email verified!').waitFor();
      await logIn(joinPage, 'lee@acme.test');
    } finally {
      await invitee.close();
    }

    await team.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Manage Team' }).click();
    const memberRow = team.getByRole('listitem').filter({ hasText: 'lee@acme.test' });
    await memberRow.getByText('Lee Chan').waitFor();
    expect(await memberRow.getByText('Invitation Pending!').count()).toBe(0);

    await memberRow.getByRole('button', { name: 'Actions for Lee' }).click();
    await page.getByRole('menuitem', { name: 'Make Admin' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to make this member an admin?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await memberRow.getByText('Admin', { exact: true }).waitFor();

    await memberRow.getByRole('button', { name: 'Actions for Lee' }).click();
    await page.getByRole('menuitem', { name: 'Delete member' }).click();
    const remove = page.getByRole('dialog', { name: 'Are you sure you want to delete this member?' });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await team.getByText('lee@acme.test was removed from the team.').waitFor();
    expect(await team.getByRole('listitem').filter({ hasText: 'lee@acme.test' }).count()).toBe(0);
  });

  it('shows the granted credits, the credit use history and the renewal popup', async () => {
    await verifiedAccount('credits@example.com', 'secret1', 'Cleo');
    await logIn(page, 'credits@example.com');
    expect(await admin('grant-credits', '--email', 'credits@example.com', '--type', '2', '--amount', '25')).toContain('Granted 25');

    await page.goto(`${server.url}/subscription`);
    await page.getByRole('heading', { name: 'Starter Active' }).waitFor();
    await page.getByText('Plan Started On').waitFor();
    await page.getByText('Plan Expires On').waitFor();
    const personalisation = page.getByRole('listitem').filter({ hasText: 'Video Personalization' });
    expect((await personalisation.textContent())?.replace(/\s+/g, ' ')).toContain('75 / 75');
    expect(await page.getByText('Non Avatar Video').count()).toBe(0);
    await page.getByText('No credits used').waitFor();
    await page.getByText('Your used credit history will appear here once you start creating and sharing videos.').waitFor();

    const user = await findUserByEmail(db(), 'credits@example.com');
    await useCredits(db(), { userId: user!.id, creditType: 0, amount: 2, meta: { name: 'Welcome video' } });
    await page.reload();
    await page.getByText('Welcome video').waitFor();
    await page.getByText('2 Used out of 5').waitFor();
    const avatar = page.getByRole('listitem').filter({ hasText: 'Avatar Video' }).first();
    expect((await avatar.textContent())?.replace(/\s+/g, ' ')).toContain('3 / 5');

    await page.getByRole('button', { name: 'See More' }).click();
    const history = page.getByRole('dialog', { name: 'Credit Use History' });
    await history.getByText('Welcome video').waitFor();
    const month = new Date().toLocaleString('en-US', { month: 'short' });
    await history.getByText(new RegExp(`^${month} \\d{4}$`)).waitFor();
    await history.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Renew Subscription' }).click();
    const sent = page.getByRole('dialog', { name: 'Request Sent for Renewal of subscription.' });
    await sent.getByText("We'll get back to you as soon as possible.").waitFor();
    await sent.getByRole('button', { name: 'Close' }).click();
    expect(await admin('requests')).toContain('credits@example.com');
  });

  it('shows the FAQ tabs and sends a contact message to support', async () => {
    await verifiedAccount('help@example.com', 'secret1', 'Hana');
    await logIn(page, 'help@example.com');
    await page.goto(`${server.url}/faq`);
    await page.getByRole('heading', { name: 'FAQs' }).waitFor();
    for (const tab of ['Video Creation', 'Sales Page Creation', 'Sharing Campaign', 'Dashboard & Analytics', 'General']) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      await page.getByText('Coming soon', { exact: true }).waitFor();
    }

    await page.goto(`${server.url}/contactus`);
    const category = page.getByLabel('Category');
    expect(await category.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe('Select a Category');
    await page.getByRole('link', { name: 'support@avatar-studio.local' }).waitFor();
    expect(await page.getByRole('link', { name: 'support@avatar-studio.local' }).getAttribute('href')).toBe('mailto:support@avatar-studio.local');
    for (const network of ['Facebook', 'LinkedIn', 'Twitter']) await page.getByRole('link', { name: network }).waitFor();

    await category.selectOption({ label: 'Video Personalization' });
    await page.getByPlaceholder('Describe your issue.').fill('My personalised video shows the wrong first name.');
    await page.getByRole('button', { name: 'Submit' }).click();
    const sent = page.getByRole('dialog', { name: 'Your message has been sent!' });
    await sent.getByText("We'll get back to you within 24 hours. Thank you for your patience.").waitFor();
    await sent.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByPlaceholder('Describe your issue.').inputValue()).toBe('');
    expect(await category.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe('Select a Category');

    const mail = await smtp.waitForMail('support@avatar-studio.local', 'Video Personalization');
    expect(mail.text).toContain('My personalised video shows the wrong first name.');
    expect(mail.text).toContain('help@example.com');
  });
});
