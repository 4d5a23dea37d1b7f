import './test-utils/jsdom-gaps';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Replaces the network: answers by path and records what the console sent. */
function fakeNetwork(answers: Record<string, { status: number; body: unknown }>): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers[new URL(url, 'http://localhost').pathname] ?? { status: 404, body: { message: 'Not Found' } };
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: async () => JSON.stringify(answer.body),
    } as Response;
  }) as typeof fetch;
  return sent;
}

const tokens = { idToken: 'id.token.value', accessToken: 'access-123' };

describe('staff console auth provider', () => {
  beforeEach(() => sessionStorage.clear());

  it('signs in with email and password, keeps the tokens and sends the access token on data calls', async () => {
    const sent = fakeNetwork({
      '/auth/login': { status: 200, body: tokens },
      '/admin/api/me': { status: 200, body: { userId: 'staff-1' } },
      '/admin/api/rewards/7': { status: 200, body: { id: 7, status: 'pending' } },
    });

    await authProvider.login({ username: 'ops@example.co.uk', password: 'correct horse' });
    const reward = await dataProvider.getOne('rewards', { id: 7 });

    expect(sent[0]).toMatchObject({ url: '/auth/login', method: 'POST', body: { email: 'ops@example.co.uk', password: 'correct horse' } });
    expect(sessionStorage.getItem('accessToken')).toBe('access-123');
    expect(sessionStorage.getItem('idToken')).toBe('id.token.value');
    expect(sent[1]?.url).toBe('/admin/api/me');
    expect(sent[2]?.url).toBe('/admin/api/rewards/7');
    expect(sent[2]?.headers.get('Authorization')).toBe('Bearer access-123');
    expect(reward.data).toEqual({ id: 7, status: 'pending' });
  });

  it("refuses a failed sign-in with the server's message and keeps no token", async () => {
    fakeNetwork({ '/auth/login': { status: 401, body: { message: 'Wrong email or password' } } });

    await expect(authProvider.login({ username: 'ops@example.co.uk', password: 'nope' })).rejects.toThrow('Wrong email or password');
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it("refuses an account that is not staff with the API's words, and keeps no token", async () => {
    fakeNetwork({ '/auth/login': { status: 200, body: tokens }, '/admin/api/me': { status: 403, body: { message: 'Only staff can use the console.' } } });

    await expect(authProvider.login({ username: 'someone@example.com', password: 'correct horse' })).rejects.toThrow('Only staff can use the console.');
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('lets nobody in without a token, and lets a signed-in member in until they log out', async () => {
    fakeNetwork({ '/auth/login': { status: 200, body: tokens }, '/admin/api/me': { status: 200, body: { userId: 'staff-1' } } });

    await expect(authProvider.checkAuth({})).rejects.toThrow();
    await authProvider.login({ username: 'ops@example.co.uk', password: 'correct horse' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();

    await authProvider.logout({});
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('signs the member out when the API answers 401 or 403, and not for other failures', async () => {
    fakeNetwork({ '/auth/login': { status: 200, body: tokens }, '/admin/api/me': { status: 200, body: { userId: 'staff-1' } } });
    await authProvider.login({ username: 'ops@example.co.uk', password: 'correct horse' });

    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();

    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow();
    await expect(authProvider.checkAuth({})).rejects.toThrow();

    await authProvider.login({ username: 'ops@example.co.uk', password: 'correct horse' });
    await expect(authProvider.checkError({ status: 403 })).rejects.toThrow();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });
});
