import { createServer as createHttpServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { ukIsoDay } from '../domain/src';
import type { RunningApi } from '../command-api/src';
import { startSiteApi } from '../test-support/site-server';
import { createTestDatabase } from '../test-support/database';
import { until } from '../test-support/until';
import { startOidcProvider, type LocalOidcProvider } from '../test-support/oidc-provider';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer';
import { describeInBrowser, launchBrowser, SCREENSHOTS } from './support/browser';
import { freePort } from '../scripts/free-port';
import { signUpByEmail, signUpWithGoogle } from './support/sign-up';

// Issue 24's accounts items as a person meets them, in Chromium over the real API with a real SMTP peer: the
// verification email's link confirms the address and signs in (and says so plainly when followed again); a Google
// account starts with its Google picture in the header, and a picture chosen on the account page replaces it; on a
// Loco Day the banner says so and the benefits modal shows once.

jest.setTimeout(120_000);

const SEEN_WITHIN_MS = 20_000;
const PASSWORD = 'Kettle-drum-42';

describeInBrowser('account extras in the browser', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let avatarDir: string;
  let smtp: SmtpPeer;
  let google: LocalOidcProvider;
  let pictures: Server;
  let api: RunningApi;
  let browser: Browser;
  let origin = '';

  const startSite = (port: number, env: Record<string, string> = {}) =>
    startSiteApi(database.url, {
      port,
      env: {
        SMTP_URL: smtp.url,
        DELIVERY_POLL_MS: '50',
        AVATAR_DIR: avatarDir,
        GOOGLE_ISSUER: google.issuer,
        GOOGLE_CLIENT_ID: 'site',
        GOOGLE_CLIENT_SECRET: 'site-secret',
        OIDC_ALLOW_HTTP: 'true',
        ...env,
      },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    avatarDir = await mkdtemp(join(tmpdir(), 'e2e-avatars-'));
    smtp = await startSmtpPeer();
    // Google's picture for the test's people, served as Google serves one: an image at an address in the id token.
    const picture = await sharp({ create: { width: 200, height: 260, channels: 3, background: '#e67e22' } }).png().toBuffer();
    pictures = createHttpServer((_request, response) => void response.writeHead(200, { 'content-type': 'image/png' }).end(picture));
    await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    google = await startOidcProvider([{ client_id: 'site', client_secret: 'site-secret', redirect_uris: [`${origin}/auth/oauth/google/callback`] }], {
      pictureBase: `http://127.0.0.1:${(pictures.address() as { port: number }).port}/pictures`,
    });
    api = await startSite(port);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await google?.stop();
    await new Promise((resolve) => pictures?.close(resolve));
    await smtp?.stop();
    await database?.drop();
    await rm(avatarDir, { recursive: true, force: true });
  });

  const header = (page: Page) => page.locator('header.site-header');
  const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `account-extras-${name}.png`), fullPage: true });
  /** The header's picture as the browser drew it: its address once the image has loaded, 'none' when there is none. */
  async function headerPicture(page: Page): Promise<string | null> {
    const img = header(page).locator('img.site-header__avatar');
    if ((await img.count()) === 0) return 'none';
    // These type checks have no DOM library: the element is read for the two fields that say it was drawn.
    // The header may draw again between two reads (the account's details arriving): a read that misses is a miss.
    const seen = await img
      .evaluate((element) => {
        const image = element as unknown as { complete: boolean; naturalWidth: number; getAttribute(name: string): string | null };
        return { drawn: image.complete && image.naturalWidth > 0, src: image.getAttribute('src') };
      }, undefined, { timeout: 1000 })
      .catch(() => null);
    return seen?.drawn ? seen.src : null;
  }
  /** Waits (bounded) until the header's picture is what the test expects. */
  async function untilHeaderPicture(page: Page, wanted: (src: string | null) => boolean): Promise<string | null> {
    let src: string | null = null;
    const found = await until(
      async () => {
        src = await headerPicture(page);
        return wanted(src) && { src };
      },
      "the header's picture",
      SEEN_WITHIN_MS,
      async () => String(src),
    );
    return found.src;
  }
  const AVATAR_URL = /^\/avatars\/[\w-]{32}\.jpg$/;

  test('the link in the verification email confirms the address on arrival and signs in; followed again, it says it was used', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.goto(`${origin}/?social-sign-up=1`);
    const dialog = page.getByRole('dialog');
    await signUpByEmail(dialog, { email: 'lin@example.com', password: PASSWORD, firstName: 'Lin', lastName: 'Zhou' });
    await dialog.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: SEEN_WITHIN_MS });

    // The email that arrived carries the code and, beside it, the link.
    const mail = await smtp.waitFor((message) => message.to.includes('lin@example.com'), SEEN_WITHIN_MS);
    const link = new RegExp(`${origin}/auth/verify-email#token=\\S+`).exec(mail.text)![0];
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor({ timeout: SEEN_WITHIN_MS });
    await page.getByRole('dialog').getByRole('heading', { name: 'Welcome: your account is ready' }).waitFor({ timeout: SEEN_WITHIN_MS });
    await shot(page, 'verified-by-link');
    await page.getByRole('dialog').getByRole('button', { name: 'Not now' }).click();
    await header(page).getByRole('link', { name: /Lin/ }).waitFor({ timeout: SEEN_WITHIN_MS });

    // The token went in a POST body, never in an address a server saw.
    const secret = link.split('#token=')[1]!.split('.')[1]!;
    expect(requests.filter((url) => url.includes(secret))).toEqual([]);
    const session = (await page.evaluate(`fetch('/auth/refresh', { method: 'POST', credentials: 'same-origin' }).then((r) => r.json())`)) as { idToken: string };
    const details = await (await fetch(`${origin}/user/details`, { headers: { authorization: `Bearer ${session.idToken}` } })).json();
    expect(details).toMatchObject({ email: 'lin@example.com', isVerified: true });

    // Single use: the same link again says the address is confirmed, plainly.
    const again = await context.newPage();
    await again.goto(link);
    await again.getByRole('heading', { name: 'Your email address is already confirmed' }).waitFor({ timeout: SEEN_WITHIN_MS });
    expect(await again.getByRole('alert').innerText()).toContain('can’t be used again');
    await shot(again, 'link-used');
    await context.close();
  });

  test('a Google account starts with its Google picture in the header; a picture chosen on the account page replaces it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/?social-sign-up=1`);
    const dialog = page.getByRole('dialog');
    await signUpWithGoogle(page, dialog);
    await dialog.getByRole('heading', { name: 'Add your mobile number' }).waitFor({ timeout: SEEN_WITHIN_MS });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await header(page).getByRole('link', { name: /Tom/ }).waitFor({ timeout: SEEN_WITHIN_MS });
    const fromGoogle = (await untilHeaderPicture(page, (src) => AVATAR_URL.test(src ?? '')))!;
    await shot(page, 'google-picture');

    await header(page).getByRole('link', { name: /Tom/ }).click();
    const section = page.getByRole('region', { name: 'Your picture' });
    await section.getByLabel('Choose a new picture').waitFor({ timeout: SEEN_WITHIN_MS });
    // A GIF is refused here, naming the field, before anything is sent.
    await section.getByLabel('Choose a new picture').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await section.getByText('Your picture must be a PNG or JPEG image.').waitFor();
    const mine = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#16a085' } }).jpeg().toBuffer();
    await section.getByLabel('Choose a new picture').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: mine });
    const chosen = await untilHeaderPicture(page, (src) => AVATAR_URL.test(src ?? '') && src !== fromGoogle);
    expect(await section.locator('img').getAttribute('src')).toBe(chosen);
    await shot(page, 'picture-chosen');
    // The Google picture's image is gone from storage with its replacement.
    expect((await fetch(`${origin}${fromGoogle}`)).status).toBe(404);

    await section.getByRole('button', { name: 'Remove my picture' }).click();
    await untilHeaderPicture(page, (src) => src === 'none');
    await context.close();
  });

  test('on a Loco Day the banner says so, and the benefits modal shows once', async () => {
    // The same database behind a second site whose Loco Days are yesterday, today and tomorrow (UK), so the test
    // holds whatever the date and across midnight.
    const day = 24 * 60 * 60_000;
    const now = Date.now();
    const port = await freePort();
    const locoSite = await startSite(port, { LOCO_DAYS: [now - day, now, now + day].map((at) => ukIsoDay(new Date(at))).join(','), RUN_PROJECTORS: 'false', RUN_DELIVERY: 'false' });
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      const dialog = page.getByRole('dialog', { name: /It’s Loco Day/ });
      await dialog.waitFor({ timeout: SEEN_WITHIN_MS });
      expect(await page.locator('.site-banner').innerText()).toContain('It’s Loco Day');
      await shot(page, 'loco-day-benefits');
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.reload();
      await page.locator('.site-banner--loco-day').waitFor({ timeout: SEEN_WITHIN_MS });
      await page.getByRole('link', { name: 'Vans' }).first().click();
      await page.waitForURL(/van-leasing/);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await context.close();
    } finally {
      await locoSite.close();
    }
  });
});
