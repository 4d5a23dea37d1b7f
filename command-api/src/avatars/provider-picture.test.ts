import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createTestApi, type TestApi } from '../../../test-support/api';
import { startOidcProvider, type LocalOidcProvider } from '../../../test-support/oidc-provider';
import { FLOW_COOKIE } from '../accounts/oauth/flow-cookie';

// Spec §3 `avatar`: a new Google account starts with its Google picture, copied into our storage. The id token
// from a real local OpenID provider names the picture; a local HTTP server serves it.

jest.setTimeout(60_000);

const PUBLIC_ORIGIN = 'http://localhost:3000';
const GOOGLE = { client_id: 'lease-deals-google', client_secret: 'google-client-secret-for-tests', redirect_uris: [`${PUBLIC_ORIGIN}/auth/oauth/google/callback`] };

describe('the provider’s picture on a first social sign-in', () => {
  let pictures: Server;
  let provider: LocalOidcProvider;
  let api: TestApi;
  const asked: string[] = [];

  beforeAll(async () => {
    const png = await sharp({ create: { width: 96, height: 120, channels: 3, background: '#e67e22' } }).png().toBuffer();
    pictures = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/pictures/tom.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      if (request.url === '/pictures/huge.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(3 * 1024 * 1024));
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
    const { port } = pictures.address() as AddressInfo;
    provider = await startOidcProvider([GOOGLE], { pictureBase: `http://127.0.0.1:${port}/pictures` });
    api = await createTestApi({
      env: { PUBLIC_ORIGIN, GOOGLE_ISSUER: provider.issuer, GOOGLE_CLIENT_ID: GOOGLE.client_id, GOOGLE_CLIENT_SECRET: GOOGLE.client_secret, OIDC_ALLOW_HTTP: 'true' },
    });
  });
  afterAll(async () => {
    await api?.cleanup();
    await provider?.stop();
    await new Promise((resolve) => pictures?.close(resolve));
  });

  /** A whole Google sign-in, then what the site does next: /auth/refresh, which answers the account. */
  async function signInWithGoogle(login: string) {
    const start = await api.app.inject({ method: 'GET', url: '/auth/oauth/google/start' });
    const flow = start.cookies.find((cookie) => cookie.name === FLOW_COOKIE)!.value;
    const callback = await provider.authorize(start.headers.location as string, login, { stopAt: `${PUBLIC_ORIGIN}/auth/oauth/google/callback` });
    const landed = await api.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: `${FLOW_COOKIE}=${flow}` } });
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toContain('new=1');
    const refresh = landed.cookies.find((cookie) => cookie.name === 'ld_refresh')!.value;
    const account = await api.app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: `ld_refresh=${refresh}` } });
    return account.json().user as { avatar: string | null };
  }

  test('a new account gets the picture, resized and served from our storage', async () => {
    const user = await signInWithGoogle('tom@example.com');
    expect(user.avatar).toMatch(/^\/avatars\/[\w-]{32}\.jpg$/);
    const served = await api.app.inject({ method: 'GET', url: user.avatar! });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(asked).toContain('/pictures/tom.png');
  });

  test('a picture that is missing or over 2 MB leaves the account without one, and the sign-in goes through', async () => {
    expect((await signInWithGoogle('nobody@example.com')).avatar).toBeNull();
    expect((await signInWithGoogle('huge@example.com')).avatar).toBeNull();
  });
});
