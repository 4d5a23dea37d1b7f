import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A real HTTP server on 127.0.0.1 that records what it is sent and answers what the test tells it to: an SMS
// provider, a supplier's webhook endpoint or the leads service, up, refusing, failing or gone.

export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. /hooks/leads?x=1. */
  path: string;
  /** Lower-case names, as node:http gives them. */
  headers: IncomingHttpHeaders;
  /** Exactly the bytes received, as UTF-8: what a signature is checked against. */
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export type Reply = number | { status: number; body?: unknown; headers?: Record<string, string> };
/** A promise lets a test keep the request waiting, as a receiver that hangs does. */
export type Responder = (request: ReceivedRequest) => Reply | Promise<Reply>;

export interface HttpReceiver {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  port: number;
  requests: ReceivedRequest[];
  setResponder(respond: Responder): void;
  /** Stops listening and drops every open connection, keep-alive ones included. */
  stop(): Promise<void>;
  /** Listens again on the same port (stopping first if still running). */
  restart(): Promise<void>;
  /** The first request, received already or later, that matches; rejects after timeoutMs. */
  waitFor(predicate: (request: ReceivedRequest) => boolean, timeoutMs?: number): Promise<ReceivedRequest>;
}

export async function startHttpReceiver({ respond = () => 200, port = 0 }: { respond?: Responder; port?: number } = {}): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  const waiters = new Set<(request: ReceivedRequest) => void>();
  let responder = respond;
  let server: Server | undefined;
  const sockets = new Set<Socket>();

  const listen = async (onPort: number): Promise<number> => {
    const http = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const request: ReceivedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body, json: parseJson(body) };
        requests.push(request);
        for (const waiter of [...waiters]) waiter(request);
        Promise.resolve()
          .then(() => responder(request))
          .then(
            (reply) => send(res, reply),
            (error: unknown) => send(res, { status: 500, body: String(error) }),
          );
      });
    });
    http.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(onPort, '127.0.0.1', () => {
        http.off('error', reject);
        resolve();
      });
    });
    server = http;
    return (http.address() as AddressInfo).port;
  };

  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const closed = new Promise<void>((resolve) => running.close(() => resolve()));
    // Idle keep-alive sockets and requests a responder is holding would otherwise keep close() waiting.
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  const actualPort = await listen(port);
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    setResponder(next) {
      responder = next;
    },
    stop,
    async restart() {
      await stop();
      await listen(actualPort);
    },
    waitFor(predicate, timeoutMs = 5000) {
      const found = requests.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (request: ReceivedRequest) => {
          if (!predicate(request)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(request);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching request within ${timeoutMs} ms (${requests.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.destroyed) return;
  const { status, body, headers = {} } = typeof reply === 'number' ? { status: reply } : reply;
  if (body === undefined) {
    res.writeHead(status, headers).end();
  } else if (typeof body === 'string') {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(body);
  } else {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
