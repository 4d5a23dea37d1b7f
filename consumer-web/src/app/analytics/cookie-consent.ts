import './cookie-consent.css';
import { COOKIE_DEFAULT_EXPIRY_DAYS } from '@lease/domain';
import type { ConsentBanner, ConsentChoices } from './consent-banner';

// The cookie banner: a box at the foot of the screen on a first visit, and the settings that "Cookie settings" in the
// footer opens (docs/decisions.md, "Analytics and consent"). Plain DOM in a chunk of its own, outside React's tree:
// it is fixed over the page, so nothing on the page moves when it shows or goes. It was orestbida's
// vanilla-cookieconsent, whose 10 KB of gzip sat on every first load; this keeps its cookie, so decisions made with
// it still count.

export const CONSENT_COOKIE = 'cc_cookie';
const DAY_MS = 86_400_000;

const CATEGORIES = [
  { name: 'necessary', title: 'Strictly necessary', description: 'Keeps the site working and secure, and remembers these choices. Always on.' },
  { name: 'analytics', title: 'Analytics', description: 'Our own count of the pages seen and the searches, deals and enquiries made, to improve the site. On unless you object.' },
  { name: 'advertising', title: 'Advertising', description: 'Ad click identifiers (such as gclid) and advertising cookies, so ad networks can tell which ad brought you. Off until you accept.' },
  { name: 'functionality', title: 'Functionality', description: 'Remembers extras you set up, such as chat. Off until you accept.' },
  { name: 'personalization', title: 'Personalisation', description: 'Tailors what we show to what you looked at before. Off until you accept.' },
] as const;
type Category = (typeof CATEGORIES)[number]['name'];
const ALL: Category[] = CATEGORIES.map((category) => category.name);
const NECESSARY_ONLY: Category[] = ['necessary'];
// Opt-out: analytics is ticked until the visitor objects; the rest stay unticked until accepted.
const UNDECIDED: Category[] = ['necessary', 'analytics'];

/** The decision as the cookie keeps it (the fields vanilla-cookieconsent wrote, so either can read the other's). */
interface StoredDecision {
  categories: string[];
  revision: number;
  data: null;
  consentTimestamp: string;
  consentId: string;
  services: Record<string, string[]>;
  lastConsentTimestamp: string;
  expirationTime: number;
}

function readDecision(): StoredDecision | null {
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`));
  if (!pair) return null;
  try {
    const stored = JSON.parse(decodeURIComponent(pair.slice(CONSENT_COOKIE.length + 1))) as Partial<StoredDecision>;
    const valid = Array.isArray(stored.categories) && typeof stored.expirationTime === 'number' && stored.expirationTime > Date.now();
    return valid ? (stored as StoredDecision) : null;
  } catch {
    return null;
  }
}

function writeDecision(categories: Category[], before: StoredDecision | null) {
  const now = Date.now();
  const expirationTime = now + COOKIE_DEFAULT_EXPIRY_DAYS * DAY_MS;
  const decision: StoredDecision = {
    categories,
    revision: 0,
    data: null,
    consentTimestamp: before?.consentTimestamp ?? new Date(now).toISOString(),
    consentId: before?.consentId ?? crypto.getRandomValues(new Uint32Array(4)).join('-'),
    services: Object.fromEntries(categories.map((category) => [category, []])),
    lastConsentTimestamp: new Date(now).toISOString(),
    expirationTime,
  };
  // A plain-http preview (localhost) could not keep a secure cookie, and would ask again on every page.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(decision))}; expires=${new Date(expirationTime).toUTCString()}; path=/; SameSite=Lax${secure}`;
}

const choicesOf = (categories: readonly string[]): ConsentChoices => ({
  analytics: categories.includes('analytics'),
  ad: categories.includes('advertising'),
  functionality: categories.includes('functionality'),
  personalization: categories.includes('personalization'),
});

/** An element with its attributes and children (strings become text). */
function el(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function button(label: string, onClick: () => void): HTMLElement {
  const element = el('button', { type: 'button', class: 'button button--primary' }, label);
  element.addEventListener('click', onClick);
  return element;
}

/** What the banner holds between calls: the page's one root, the open dialogs, and who hears each decision. */
const state: { root: HTMLElement | null; box: HTMLElement | null; settings: HTMLElement | null; returnFocus: HTMLElement | null; onDecision: (choices: ConsentChoices) => void } = {
  root: null,
  box: null,
  settings: null,
  returnFocus: null,
  onDecision: () => undefined,
};

function root(): HTMLElement {
  if (!state.root) {
    state.root = el('div', { id: 'cc-main', class: 'cookie-consent' });
    document.body.append(state.root);
  }
  return state.root;
}

/** Records a decision, closes the banner and its settings, and tells the app when anything changed. */
function decide(categories: Category[]) {
  const before = readDecision();
  writeDecision(categories, before);
  closeSettings();
  state.box?.remove();
  state.box = null;
  const changed = !before || before.categories.length !== categories.length || categories.some((category) => !before.categories.includes(category));
  if (changed) state.onDecision(choicesOf(categories));
}

function showBox() {
  const title = el('h2', { id: 'cc-box-title', class: 'cookie-consent__title' }, 'Cookies on this site');
  const description = el(
    'p',
    { id: 'cc-box-description' },
    'We count how people use this site, with our own first-party analytics, to make it better: you can object to that. Advertising and tracking cookies, which tell ad networks which ad brought you here, stay off unless you accept them.',
  );
  const actions = el(
    'div',
    { class: 'cookie-consent__actions' },
    button('Accept all', () => decide(ALL)),
    button('Reject all', () => decide(NECESSARY_ONLY)),
    button('Let me choose', openSettings),
  );
  state.box = el('div', { class: 'cookie-consent__box', role: 'dialog', 'aria-labelledby': title.id, 'aria-describedby': description.id }, title, description, actions);
  root().append(state.box);
}

const focusable = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('button, input:not(:disabled), a[href]')];

function openSettings() {
  if (state.settings) return;
  const ticked = readDecision()?.categories ?? UNDECIDED;
  const title = el('h2', { id: 'cc-settings-title', class: 'cookie-consent__title' }, 'Cookie settings');
  const close = el('button', { type: 'button', class: 'cookie-consent__close', 'aria-label': 'Close' }, '×');
  close.addEventListener('click', closeSettings);
  const sections = CATEGORIES.map(({ name, title: heading, description }) => {
    const toggle = el('input', { type: 'checkbox', name, 'aria-describedby': `cc-about-${name}` }) as HTMLInputElement;
    toggle.checked = name === 'necessary' || ticked.includes(name);
    toggle.disabled = name === 'necessary';
    return el('div', { class: 'cookie-consent__section' }, el('label', {}, toggle, el('span', {}, heading)), el('p', { id: `cc-about-${name}` }, description));
  });
  const chosen = () => ALL.filter((name) => state.settings?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked);
  const dialog = el(
    'div',
    { class: 'cookie-consent__settings', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': title.id },
    el('div', { class: 'cookie-consent__header' }, title, close),
    el('p', {}, 'Choose what this site may use. You can change your mind at any time from "Cookie settings" at the foot of every page.'),
    ...sections,
    el('div', { class: 'cookie-consent__actions' }, button('Accept all', () => decide(ALL)), button('Reject all', () => decide(NECESSARY_ONLY)), button('Save my choices', () => decide(chosen()))),
  );
  // A modal dialog: Escape closes it, and Tab goes round inside it.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeSettings();
    if (event.key !== 'Tab') return;
    const stops = focusable(dialog);
    const [first, last] = [stops[0], stops.at(-1)];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  state.returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  state.settings = el('div', { class: 'cookie-consent__overlay' }, dialog);
  root().append(state.settings);
  close.focus();
}

function closeSettings() {
  if (!state.settings) return;
  state.settings.remove();
  state.settings = null;
  state.returnFocus?.focus();
  state.returnFocus = null;
}

/** Takes the banner off the page and forgets it, as a new page load would (tests). */
export function removeCookieBanner() {
  state.root?.remove();
  Object.assign(state, { root: null, box: null, settings: null, returnFocus: null, onDecision: () => undefined });
}

export const cookieConsentBanner: ConsentBanner = {
  async start(onDecision) {
    state.onDecision = onDecision;
    const decided = readDecision();
    if (decided) return choicesOf(decided.categories);
    // Not asked of crawlers and automated browsers, as the library did: nobody there can answer.
    if (!state.box && !navigator.webdriver) showBox();
    return null;
  },
  openSettings,
};
