// A stand-in for the network, installed as globalThis.fetch. Everything above fetch (client, sagas, store,
// components) runs for real; routes answer by method and path, and every request is recorded.

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
  /** The fetch priority the client asked for, if any. */
  priority: string | undefined;
  /** Whether the client asked the browser to send cookies, if it said. */
  credentials: RequestCredentials | undefined;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

type Handler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeNetwork {
  requests: RecordedRequest[];
  on(method: string, path: string | RegExp, handler: Handler | FakeReply): FakeNetwork;
}

function fakeResponse(reply: FakeReply): Response {
  const status = reply.status ?? 200;
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

/** Replaces globalThis.fetch; unknown routes answer 404 like the API would. */
export function installFakeNetwork(): FakeNetwork {
  const routes: Array<{ method: string; path: string | RegExp; handler: Handler }> = [];
  const requests: RecordedRequest[] = [];

  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const recorded: RecordedRequest = {
      method: init.method ?? 'GET',
      url: String(input),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
      priority: (init as RequestInit & { priority?: string }).priority,
      credentials: init.credentials,
    };
    requests.push(recorded);
    const route = routes.find(
      (candidate) =>
        candidate.method === recorded.method &&
        (typeof candidate.path === 'string' ? candidate.path === recorded.path : candidate.path.test(recorded.path)),
    );
    const reply = route ? await route.handler(recorded) : { status: 404, body: { message: 'Not Found' } };
    return fakeResponse(reply);
  }) as typeof fetch;

  const network: FakeNetwork = {
    requests,
    on(method, path, handler) {
      routes.push({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
      return network;
    },
  };
  return network;
}

/** A reply the test releases by hand, to observe the UI while a request is in flight. */
export function deferredReply(): { handler: Handler; release: (reply: FakeReply) => void } {
  let release: (reply: FakeReply) => void = () => undefined;
  const pending = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, release };
}
