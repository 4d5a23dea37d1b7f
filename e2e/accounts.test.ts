import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startSeededSite, type SeededSite } from '../test-support/site-server';
import { startOidcProvider, type LocalOidcProvider } from '../test-support/oidc-provider';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { describeInBrowser, launchBrowser, SCREENSHOTS } from './support/browser';
import { freePort } from '../scripts/free-port';
import { signUpByEmail, signUpWithGoogle } from './support/sign-up';

// The account journey as a person makes it, in Chromium over the real API with a real SMTP peer: sign up from a
// social-sign-up link, the code read from the email that arrives, the account area, a save made after the tokens
// have expired (so the site must refresh them first), sign-out, and sign-in again. Tokens last 10 s here, so
// the 5 s refresh tolerance is crossed within the test.

jest.setTimeout(120_000);

const SEEN_WITHIN_MS = 20_000;
const TOKEN_TTL_SECONDS = 10;
const PASSWORD = 'Kettle-drum-42';

describeInBrowser('accounts in the browser', () => {
  let site: SeededSite;
  let smtp: SmtpPeer;
  let browser: Browser;
  let google: LocalOidcProvider;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    // The provider must know our callback before the site starts, so the site gets a port chosen beforehand.
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    google = await startOidcProvider([{ client_id: 'site', client_secret: 'site-secret', redirect_uris: [`${origin}/auth/oauth/google/callback`] }]);
    site = await startSeededSite({
      scale: 'tiny',
      env: {
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        SMTP_URL: smtp.url,
        DELIVERY_POLL_MS: '50',
        AUTH_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
        GOOGLE_ISSUER: google.issuer,
        GOOGLE_CLIENT_ID: 'site',
        GOOGLE_CLIENT_SECRET: 'site-secret',
        OIDC_ALLOW_HTTP: 'true',
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await google?.stop();
    await smtp?.stop();
  });

  const codeFor = async (email: string) => {
    const mail = await smtp.waitFor((message) => message.to.includes(email) && /account code/.test(message.subject), SEEN_WITHIN_MS);
    return /\b(\d{6})\b/.exec(mail.text)![1]!;
  };
  const header = (page: Page) => page.locator('header.site-header');

  test('sign up, verify with the emailed code, edit details across a token expiry, sign out and sign in again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const refreshes: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/auth/refresh') refreshes.push(Date.now());
    });

    // A social-sign-up link opens the sign-up modal at its first step.
    await page.goto(`${site.url}/?social-sign-up=1`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Create your account' }).waitFor();
    await signUpByEmail(dialog, { email: 'nia@example.com', password: PASSWORD, firstName: 'Nia', lastName: 'Okafor' });
    await dialog.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: SEEN_WITHIN_MS });

    await dialog.getByLabel('Verification code').fill(await codeFor('nia@example.com'));
    await dialog.getByRole('button', { name: 'Verify my account' }).click();
    await dialog.getByRole('heading', { name: 'Welcome: your account is ready' }).waitFor({ timeout: SEEN_WITHIN_MS });
    await dialog.getByRole('button', { name: 'Not now' }).click();

    // Signed in: the header greets her and leads to the account area.
    await header(page).getByRole('link', { name: /Nia/ }).click();
    await page.waitForURL(/\/locospace\/account-details$/);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Your details' }) });
    await form.getByLabel('Email address').waitFor();
    expect(await form.getByLabel('Email address').inputValue()).toBe('nia@example.com');
    const menuLinks = await page.getByRole('navigation', { name: /account/i }).getByRole('link').all();
    const menu = await Promise.all(menuLinks.map((link) => link.getAttribute('href')));
    expect(menu).toEqual(['/locospace/account-details', '/locospace/garage', '/locospace/saved-searches', '/locospace/enquiries', '/locospace/refer-a-friend', '/locospace/rewards']);
    await page.screenshot({ path: join(SCREENSHOTS, 'account-details.png'), fullPage: true });

    // Let the tokens come within the tolerance of expiry, then save: the site refreshes before the call.
    const before = refreshes.length;
    await page.waitForTimeout((TOKEN_TTL_SECONDS - 4) * 1000);
    await form.getByLabel('Phone number').fill('07700 900123');
    await form.getByRole('button', { name: 'Save my details' }).click();
    await page.getByText('Your details are saved.').waitFor({ timeout: SEEN_WITHIN_MS });
    expect(refreshes.length).toBeGreaterThan(before);
    // The change reached the account, as the API reads it.
    const session = (await page.evaluate(async () => (await fetch('/auth/refresh', { method: 'POST', credentials: 'same-origin' })).json())) as { idToken: string };
    const details = await (await fetch(`${site.url}/user/details`, { headers: { authorization: `Bearer ${session.idToken}` } })).json();
    expect(details).toMatchObject({ email: 'nia@example.com', firstName: 'Nia', phoneNumber: '07700900123' });
    await page.reload();
    await header(page).getByRole('link', { name: /Nia/ }).waitFor({ timeout: SEEN_WITHIN_MS });

    // Sign out: the header offers sign-in again and the account area asks for it.
    await header(page).getByRole('link', { name: 'Sign out' }).click();
    await header(page).getByRole('button', { name: 'Sign in' }).waitFor({ timeout: SEEN_WITHIN_MS });
    const afterSignOut = await page.evaluate(async () => (await fetch('/auth/refresh', { method: 'POST', credentials: 'same-origin' })).status);
    expect(afterSignOut).toBe(401);

    // And sign in with the password.
    await header(page).getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByLabel('Email address').fill('nia@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await header(page).getByRole('link', { name: /Nia/ }).waitFor({ timeout: SEEN_WITHIN_MS });
    await context.close();
  });

  test('Google sign-in at the local OpenID provider makes a verified account and asks for a mobile number', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/car-leasing/search?social-sign-up=1`);
    const dialog = page.getByRole('dialog');
    await signUpWithGoogle(page, dialog);

    // Back on the site, signed in; a first social sign-in asks for a mobile number.
    await dialog.getByRole('heading', { name: 'Add your mobile number' }).waitFor({ timeout: SEEN_WITHIN_MS });
    await dialog.getByLabel('Mobile number').fill('07700 900789');
    await dialog.getByRole('button', { name: 'Save my number' }).click();
    await dialog.getByRole('heading', { name: 'Your number is saved' }).waitFor({ timeout: SEEN_WITHIN_MS });
    await page.screenshot({ path: join(SCREENSHOTS, 'social-sign-in-mobile-saved.png') });

    const session = (await page.evaluate(async () => (await fetch('/auth/refresh', { method: 'POST', credentials: 'same-origin' })).json())) as { idToken: string };
    const details = await (await fetch(`${site.url}/user/details`, { headers: { authorization: `Bearer ${session.idToken}` } })).json();
    expect(details).toMatchObject({ email: 'tom@example.com', isVerified: true, usedSocialLogin: true, phoneNumber: '07700900789' });
    await context.close();
  });
});
