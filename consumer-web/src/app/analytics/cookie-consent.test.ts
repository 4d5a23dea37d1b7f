import { fireEvent, screen, within } from '@testing-library/react';
import { COOKIE_DEFAULT_EXPIRY_DAYS } from '@lease/domain';
import type { ConsentChoices } from './consent-banner';
import { CONSENT_COOKIE, cookieConsentBanner, removeCookieBanner } from './cookie-consent';

// The banner as a visitor meets it, in jsdom, clicked by role and name.

const NOW = Date.UTC(2026, 4, 5, 9, 30);
const DAY_MS = 86_400_000;

async function startBanner() {
  const decisions: ConsentChoices[] = [];
  const remembered = await cookieConsentBanner.start((choices) => decisions.push(choices));
  return { decisions, remembered };
}

const banner = () => screen.getByRole('dialog', { name: 'Cookies on this site' });
const preferences = () => screen.getByRole('dialog', { name: 'Cookie settings' });
const storedCookie = () => {
  const value = document.cookie.split('; ').find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`));
  return value ? (JSON.parse(decodeURIComponent(value.slice(CONSENT_COOKIE.length + 1))) as { categories: string[]; expirationTime: number }) : null;
};

/**
 * The page's cookies, kept as written. jsdom's own jar judges expiry by the machine's clock, not the test's, so a
 * cookie set to expire 365 days after NOW would vanish on a machine whose clock is over a year ahead of NOW (CI's
 * faketime pass); this jar keeps what was written (an expiry in the past deletes, as a browser does) and records
 * each write for the tests that read its attributes.
 */
function installCookieJar(): { writes: string[] } {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (cookie: string) => {
      writes.push(cookie);
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const expires = attributes.find((attribute) => /^expires=/i.test(attribute));
      const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute));
      const gone = (expires && Date.parse(expires.slice('expires='.length)) <= Date.now()) || (maxAge && Number(maxAge.slice('max-age='.length)) <= 0);
      if (gone) jar.delete(name);
      else jar.set(name, pair.slice(name.length + 1));
    },
  });
  return { writes };
}

describe('the cookie banner', () => {
  let cookies: { writes: string[] };
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    cookies = installCookieJar();
  });
  afterEach(() => {
    removeCookieBanner();
    jest.useRealTimers();
    delete (document as { cookie?: string }).cookie;
  });

  it('asks a visitor who has not decided, offering accept all, reject all and a choice', async () => {
    const { remembered } = await startBanner();

    expect(remembered).toBeNull();
    const buttons = within(banner()).getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Accept all', 'Reject all', 'Let me choose']);
    // An overlay outside the page's own tree: showing or hiding it moves nothing on the page.
    expect(document.getElementById('cc-main')?.parentElement).toBe(document.body);
  });

  it('reject all: one decision refusing everything, remembered for 365 days', async () => {
    const { decisions } = await startBanner();

    fireEvent.click(within(banner()).getByRole('button', { name: 'Reject all' }));

    expect(decisions).toEqual([{ analytics: false, ad: false, functionality: false, personalization: false }]);
    expect(storedCookie()).toMatchObject({ categories: ['necessary'], expirationTime: NOW + COOKIE_DEFAULT_EXPIRY_DAYS * DAY_MS });
    expect(cookies.writes.find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`))).toContain(
      `expires=${new Date(NOW + COOKIE_DEFAULT_EXPIRY_DAYS * DAY_MS).toUTCString()}`,
    );
  });

  it('accept all: one decision allowing everything', async () => {
    const { decisions } = await startBanner();

    fireEvent.click(within(banner()).getByRole('button', { name: 'Accept all' }));

    expect(decisions).toEqual([{ analytics: true, ad: true, functionality: true, personalization: true }]);
  });

  it('let me choose: analytics ticked until the visitor objects, advertising and the rest unticked until accepted', async () => {
    const { decisions } = await startBanner();
    fireEvent.click(within(banner()).getByRole('button', { name: 'Let me choose' }));

    const toggle = (name: string) => within(preferences()).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(['Strictly necessary', 'Analytics', 'Advertising', 'Functionality', 'Personalisation'].map((name) => [name, toggle(name).checked])).toEqual([
      ['Strictly necessary', true],
      ['Analytics', true],
      ['Advertising', false],
      ['Functionality', false],
      ['Personalisation', false],
    ]);
    expect(toggle('Strictly necessary').disabled).toBe(true);

    fireEvent.click(toggle('Analytics'));
    fireEvent.click(toggle('Advertising'));
    fireEvent.click(within(preferences()).getByRole('button', { name: 'Save my choices' }));

    expect(decisions).toEqual([{ analytics: false, ad: true, functionality: false, personalization: false }]);
  });

  it('on a later visit: says what was decided and does not ask again; Cookie settings changes it', async () => {
    const first = await startBanner();
    fireEvent.click(within(banner()).getByRole('button', { name: 'Accept all' }));
    expect(first.decisions).toHaveLength(1);
    // The next page load: the banner is gone, its cookie kept.
    removeCookieBanner();

    const later = await startBanner();

    expect(later.remembered).toEqual({ analytics: true, ad: true, functionality: true, personalization: true });
    expect(screen.queryByRole('dialog', { name: 'Cookies on this site' })).toBeNull();

    cookieConsentBanner.openSettings();
    fireEvent.click(within(preferences()).getByRole('button', { name: 'Reject all' }));

    expect(later.decisions).toEqual([{ analytics: false, ad: false, functionality: false, personalization: false }]);
  });

  it('settings are a modal dialog: focus moves in, Tab stays inside, Escape closes it and focus goes back', async () => {
    await startBanner();
    const opener = within(banner()).getByRole('button', { name: 'Let me choose' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = preferences();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    const save = within(dialog).getByRole('button', { name: 'Save my choices' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Cookie settings' })).toBeNull();
    expect(document.activeElement).toBe(opener);
    // Closing decides nothing: the banner still asks.
    expect(banner()).toBeTruthy();
  });

  it('saving the same choices again tells nothing new', async () => {
    const { decisions } = await startBanner();
    fireEvent.click(within(banner()).getByRole('button', { name: 'Reject all' }));
    cookieConsentBanner.openSettings();
    fireEvent.click(within(preferences()).getByRole('button', { name: 'Save my choices' }));

    expect(decisions).toEqual([{ analytics: false, ad: false, functionality: false, personalization: false }]);
  });

  it('does not ask an automated browser, which nobody is there to answer', async () => {
    Object.defineProperty(navigator, 'webdriver', { configurable: true, get: () => true });
    try {
      expect((await startBanner()).remembered).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      delete (navigator as { webdriver?: boolean }).webdriver;
    }
  });
});
