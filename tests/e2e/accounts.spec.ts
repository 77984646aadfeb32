import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { emailCodes } from '../../src/server/db/schema.ts';
import { linkIn, type SmtpPeer, startSmtpPeer } from '../support/smtpPeer.ts';
import { launchChromium } from '../support/chromium.ts';
import { type ProductServer, startProductServer } from '../support/productServer.ts';

let browser: Browser;
let smtp: SmtpPeer;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await browser.close();
  await smtp.close();
});
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});
afterEach(() => page.close());

/** The path and query of the page, e.g. `/login/?redirect=/myvideos`. */
const where = () => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
};

async function signUpInBrowser(server: ProductServer, email: string, password: string) {
  await page.goto(`${server.url}/register`);
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill('Patel');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign up/i }).click();
  await page.getByText(email).first().waitFor();
  const mail = await smtp.waitForMail(email, 'Verify your e-mail');
  return linkIn(mail, '/signup-verify/');
}

async function logIn(server: ProductServer, email: string, password: string) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto(`${server.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('embedded product (PGlite)', () => {
  let server: ProductServer;
  beforeAll(async () => {
    server = await startProductServer({ smtpUrl: smtp.url, database: 'pglite' });
  });
  afterAll(() => server.close());

  it('signs up, verifies the e-mail from the mail, logs in, sees the shell and logs out', async () => {
    const verifyLink = await signUpInBrowser(server, 'maya@example.com', 'secret1');
    await expect(page.getByText('Verify email').first().isVisible()).resolves.toBe(true);

    await page.goto(verifyLink);
    await page.waitForURL(/\/login/);
    await page.getByText('Email verified!').waitFor();
    await page.getByText('Login to continue').waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('maya@example.com');

    const liveSocket = page.waitForEvent('websocket');
    await logIn(server, 'maya@example.com', 'secret1');
    await page.waitForURL(`${server.url}/`);
    expect((await liveSocket).url()).toMatch(/\/ws\/app\/video\/\?token=[\w-]{43}$/);
    const nav = page.getByRole('navigation');
    for (const link of ['Templates', 'My Videos', 'My Image']) await nav.getByRole('link', { name: link }).waitFor();

    await nav.getByRole('link', { name: 'My Videos' }).click();
    await page.waitForURL(/\/myvideos$/);

    await page.getByRole('button', { name: /profile|account|maya/i }).click();
    for (const item of ['Subscription', 'Contact Us', 'Account Settings', 'FAQs']) await page.getByText(item, { exact: true }).waitFor();
    await page.getByText('Logout', { exact: true }).click();
    await page.getByText('Are you sure you want to logout?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);

    await page.goto(`${server.url}/myvideos`);
    await page.waitForURL(/\/login/);
    expect(where()).toBe('/login/?redirect=/myvideos');
  });

  it('sends an anonymous visitor of /myvideos to /login/?redirect=/myvideos', async () => {
    await page.goto(`${server.url}/myvideos`);
    await page.waitForURL(/\/login/);
    expect(where()).toBe('/login/?redirect=/myvideos');
    await page.getByLabel('Email', { exact: true }).waitFor();
    await expect(page.getByRole('navigation').count()).resolves.toBe(0);
  });

  it('shows the spec texts for a wrong password and an unverified account', async () => {
    await signUpInBrowser(server, 'pending@example.com', 'secret1');
    await page.goto(`${server.url}/login`);
    await logIn(server, 'pending@example.com', 'wrong-one');
    await page.getByText('Incorrect Email or Password').waitFor();
    await logIn(server, 'pending@example.com', 'secret1');
    await page.getByText('Email is not Verified.').waitFor();
  });

  it('refuses a verification link once the account it verified is active', async () => {
    const link = await signUpInBrowser(server, 'twice@example.com', 'secret1');
    await page.goto(link);
    await page.waitForURL(/\/login/);
    // The login in the tab that opened the link activates the account with the password typed.
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.getByText('Verify email Failed.').waitFor();
    await page.getByText('Verification of email failed').waitFor();
  });
});

describe('password reset (PostgreSQL)', () => {
  let server: ProductServer;
  beforeAll(async () => {
    server = await startProductServer({ smtpUrl: smtp.url, database: 'postgres' });
  });
  afterAll(() => server.close());

  async function requestReset(email: string) {
    await page.goto(`${server.url}/forgotpassword`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: /send|reset|submit/i }).click();
    await page.getByText('Email sent.').waitFor();
    const mail = await smtp.waitForMail(email, 'Reset your Avatar Studio password');
    smtp.mails.splice(smtp.mails.indexOf(mail), 1);
    return linkIn(mail, '/reset-password/');
  }

  it('resets a forgotten password and logs in with the new one', async () => {
    const verifyLink = await signUpInBrowser(server, 'reset-me@example.com', 'secret1');
    await page.goto(verifyLink);
    await page.waitForURL(/\/login/);

    const resetLink = await requestReset('reset-me@example.com');
    await page.goto(resetLink);
    await page.getByText('Change Password.').waitFor();
    await page.getByText('reset-me@example.com').waitFor();

    await page.getByLabel('Enter New Password', { exact: true }).fill('short');
    await page.getByText('Password must have:').waitFor();
    await page.getByLabel('Enter New Password', { exact: true }).fill('brand-new!pass');
    await page.getByLabel('Re-enter New Password').fill('brand-new!pass');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.waitForURL(/\/login/);
    await page.getByText('Password Changed').waitFor();

    await logIn(server, 'reset-me@example.com', 'secret1');
    await page.getByText('Incorrect Email or Password').waitFor();
    await logIn(server, 'reset-me@example.com', 'brand-new!pass');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('navigation').getByRole('link', { name: 'My Videos' }).waitFor();

    await page.goto(resetLink);
    await page.getByText('Reset Password Failed').waitFor();
    await page.getByText('Code not valid').waitFor();
  });

  it('says an expired reset link is expired', async () => {
    const verifyLink = await signUpInBrowser(server, 'slow@example.com', 'secret1');
    await page.goto(verifyLink);
    await page.waitForURL(/\/login/);
    const resetLink = await requestReset('slow@example.com');
    await server
      .database!.db.update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.purpose, 'reset'));
    await page.goto(resetLink);
    await page.getByText('Reset Password Failed').waitFor();
    await page.getByText('Code is expired.').waitFor();
  });

  it('tells an unknown e-mail it is not registered', async () => {
    await page.goto(`${server.url}/forgotpassword`);
    await page.getByLabel('Email', { exact: true }).fill('stranger@example.com');
    await page.getByRole('button', { name: /send|reset|submit/i }).click();
    await page.getByText('Email not registered.').waitFor();
  });
});
