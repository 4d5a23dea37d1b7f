import { installFakeNetwork } from '../test-utils/fake-fetch';
import { get, post, reportServerErrorsWith, REQUEST_TIMEOUT_MS, withQuery } from './client';
import { ApiClientError } from './errors';
import { CLIENT_ERRORS_PATH, sendServerErrorReport } from './server-error-report';

async function failureOf(promise: Promise<unknown>): Promise<ApiClientError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiClientError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('API client', () => {
  afterEach(() => jest.useRealTimers());

  it('returns the parsed JSON body of a successful call', async () => {
    installFakeNetwork().on('GET', '/meta.json', { body: { version: '0.1.0' } });

    await expect(get('/meta.json')).resolves.toEqual({ version: '0.1.0' });
  });

  it('posts its body as JSON', async () => {
    const network = installFakeNetwork().on('POST', '/marketing/communication/sign-up', { body: { subscriptionId: 's1' } });

    await post('/marketing/communication/sign-up', { email: 'sam@example.co.uk' });

    expect(network.requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(network.requests[0]?.body).toEqual({ email: 'sam@example.co.uk' });
  });

  it('leaves empty values out of the query string', async () => {
    const network = installFakeNetwork().on('GET', '/search', { body: {} });

    await get('/search', { make: '', page: 2, range: null, fuel: undefined, seats: [], terms: [24, 36], inStock: false });

    expect(network.requests[0]?.url).toBe('/search?page=2&terms=24&terms=36&inStock=false');
    expect(withQuery('/search', { make: '' })).toBe('/search');
  });

  it("reports a 404 as 'notfound' with the spec's message", async () => {
    installFakeNetwork();

    const error = await failureOf(get('/marketing/communication/subscriptions/unknown'));

    expect(error.code).toBe('notfound');
    expect(error.message).toBe("An error has occurred. What you're looking for cannot be found.");
  });

  it("reports another non-2xx with the body's type, message and field errors", async () => {
    installFakeNetwork().on('POST', '/marketing/communication/sign-up', {
      status: 400,
      body: { type: 'validation', code: 'VALIDATION_FAILED', message: 'Check your details', errors: { email: 'This is not a valid email' } },
    });

    const error = await failureOf(post('/marketing/communication/sign-up', { email: 'nope' }));

    expect(error.message).toBe('An error has occurred at the API level');
    expect(error.code).toBe('validation');
    expect(error.serverMessage).toBe('Check your details');
    expect(error.errors).toEqual({ email: 'This is not a valid email' });
  });

  it('joins a field that has several server messages into one line', async () => {
    installFakeNetwork().on('POST', '/marketing/communication/sign-up', {
      status: 422,
      body: { type: 'validation', errors: { name: ['This is not a valid name', 'Your name is too long'] } },
    });

    const error = await failureOf(post('/marketing/communication/sign-up', {}));

    expect(error.errors).toEqual({ name: 'This is not a valid name Your name is too long' });
  });

  it("falls back to 'api error' when the failing body has no type", async () => {
    installFakeNetwork().on('GET', '/meta.json', { status: 500 });

    const error = await failureOf(get('/meta.json'));

    expect(error.code).toBe('api error');
    expect(error.message).toBe('An error has occurred at the API level');
  });

  it('gives up after 30 seconds and reports a timeout', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    globalThis.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;

    const pending = failureOf(get('/meta.json'));
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    const error = await pending;

    expect(REQUEST_TIMEOUT_MS).toBe(30000);
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('An error has occurred. The request has timed out.');
  });

  it("reports a network failure as 'error'", async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;

    const error = await failureOf(get('/meta.json'));

    expect(error.code).toBe('error');
    expect(error.message).toBe('An error has occurred');
  });

  describe('spec §8: an HTTP 500 is reported, through the API', () => {
    beforeEach(() => reportServerErrorsWith(sendServerErrorReport));
    afterEach(() => reportServerErrorsWith(null));
    const reports = (network: ReturnType<typeof installFakeNetwork>) => network.requests.filter((request) => request.path === CLIENT_ERRORS_PATH);

    it('sends the method and the path, never the query, once the call has failed as it would anyway', async () => {
      const network = installFakeNetwork()
        .on('GET', '/user/details', { status: 500, body: '<html>Bad gateway</html>' })
        .on('POST', CLIENT_ERRORS_PATH, { status: 202 });

      const error = await failureOf(get('/user/details', { token: 'eyJ.secret.token', email: 'sam@example.co.uk' }));

      expect(error.code).toBe('api error');
      expect(reports(network).map((request) => request.body)).toEqual([{ status: 500, method: 'GET', path: '/user/details' }]);
      expect(JSON.stringify(reports(network))).not.toMatch(/secret|sam@example/);
    });

    it("leaves out a 500 this API answered (it carries the API's request id: the API has reported it), and other statuses", async () => {
      const network = installFakeNetwork()
        .on('GET', '/vehicle', { status: 500, body: { type: 'error', code: 'INTERNAL_ERROR', message: 'An error has occurred', requestId: '7d4f0d6e-0c56-4b51-9a53-0c2f7f0c1b11' } })
        .on('GET', '/deal', { status: 503, body: { message: 'busy' } });

      await failureOf(get('/vehicle', { vehicleId: 1 }));
      await failureOf(get('/deal', { id: 2 }));

      expect(reports(network)).toEqual([]);
    });

    it('reports nothing without a reporter (a store made in a test), and never reports its own failure', async () => {
      reportServerErrorsWith(null);
      let network = installFakeNetwork().on('GET', '/vehicle', { status: 500 });
      await failureOf(get('/vehicle'));
      expect(reports(network)).toEqual([]);

      reportServerErrorsWith(sendServerErrorReport);
      network = installFakeNetwork().on('POST', CLIENT_ERRORS_PATH, { status: 500 });
      sendServerErrorReport({ method: 'POST', path: CLIENT_ERRORS_PATH });
      await failureOf(post(CLIENT_ERRORS_PATH, { status: 500, method: 'GET', path: '/x' }));
      expect(reports(network)).toHaveLength(1);
    });
  });
});
