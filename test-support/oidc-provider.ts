import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

// A real OpenID Connect provider for tests (oidc-provider in its own process, see oidc-provider-server.mjs), and a
// stand-in for the browser: it follows the provider's redirects by hand, carries its cookies, fills in the login
// and consent pages, and stops at the redirect back to our callback.

export interface OidcTestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface LocalOidcProvider {
  /** The issuer URL (http://127.0.0.1:<port>), as GOOGLE_ISSUER or FACEBOOK_ISSUER. */
  issuer: string;
  /**
   * Signs in at the provider as `login` (`<email>` or `<email>#unverified`) from its authorization URL, and answers
   * the URL it redirects the browser to: the callback under `stopAt`. With `cancel`, the person aborts the login.
   */
  authorize(authorizationUrl: string, login: string, options: { stopAt: string; cancel?: boolean }): Promise<URL>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;
const MAX_HOPS = 20;

/** `pictureBase`: the id token's `picture` is <pictureBase>/<the email's local part>.png (none without it). */
export async function startOidcProvider(clients: OidcTestClient[], options: { pictureBase?: string } = {}): Promise<LocalOidcProvider> {
  const child = spawn(process.execPath, [join(__dirname, 'oidc-provider-server.mjs')], {
    env: { ...process.env, OIDC_TEST_CONFIG: JSON.stringify({ clients, ...options }) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the local OpenID provider did not start:\n${output}`)), START_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local OpenID provider exited (${code}):\n${output}`));
    });
  });
  return { issuer, authorize, stop: () => stop(child) };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Cookies as a browser keeps them, by name and path (oidc-provider scopes its interaction cookies by path). */
class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const gone = attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now()) || value === '';
      if (gone) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name, value, path });
    }
  }

  headerFor(url: URL): string {
    return [...this.cookies.values()]
      .filter((cookie) => url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

async function authorize(authorizationUrl: string, login: string, options: { stopAt: string; cancel?: boolean }): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const headers: Record<string, string> = { cookie: jar.headerFor(url) };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method: form ? 'POST' : 'GET', body: form, headers, redirect: 'manual' });
    jar.take(response);
    form = undefined;
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url);
      if (next.href.startsWith(options.stopAt)) return next;
      url = next;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${page.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no form on the provider's page at ${url.pathname}: ${page.slice(0, 500)}`);
    const submitUrl = new URL(action.replace(/&amp;/g, '&'), url);
    if (/name="prompt" value="login"/.test(page)) {
      if (options.cancel) {
        url = new URL(`${submitUrl.pathname.replace(/\/$/, '')}/abort`, url);
        continue;
      }
      form = new URLSearchParams({ prompt: 'login', login, password: 'any-password' });
    } else if (/name="prompt" value="consent"/.test(page)) {
      form = new URLSearchParams({ prompt: 'consent' });
    } else {
      throw new Error(`an unexpected page at ${url.pathname}: ${page.slice(0, 500)}`);
    }
    url = submitUrl;
  }
  throw new Error(`still redirecting after ${MAX_HOPS} hops`);
}
