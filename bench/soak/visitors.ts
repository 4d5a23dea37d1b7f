import { Worker } from 'node:worker_threads';

// The visitors' HTTP client, in a worker thread as in bench/commands.ts: their fetches share no event loop with the
// bench's bookkeeping (SMTP peer, receiver, samplers), let alone with the API, which is another process. The main
// thread plans each request for a moment on the clock; the worker sends it then, whether or not earlier ones have
// been answered (open loop), and times it from that planned moment, so a slow API shows as latency instead of
// quietly lowering the rate.

export interface PlannedRequest {
  id: number;
  /** Epoch ms (performance.timeOrigin + performance.now()) at which to send. */
  at: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Keep the answer's body even when it is a 2xx (commands whose answer the bench reads). */
  wantBody?: boolean;
}

export interface Answer {
  id: number;
  /** 0 when no HTTP answer came (a network error or the client's time-out). */
  status: number;
  /** From the planned moment to the last byte of the answer. */
  latencyMs: number;
  /** How late the worker sent it: the generator falling behind would show here. */
  lateMs: number;
  body: string | null;
  error: string | null;
}

/** Far past the API's own 30 s request deadline: a request still unanswered then is a hang. */
export const CLIENT_TIMEOUT_MS = 45_000;

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const now = () => performance.timeOrigin + performance.now();
const fire = async (request) => {
  const sentAt = now();
  let status = 0, body = null, error = null;
  try {
    const response = await fetch(workerData.base + request.path, {
      method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(workerData.timeoutMs),
    });
    const text = await response.text();
    status = response.status;
    if (request.wantBody || status < 200 || status >= 300) body = text.slice(0, 4000);
  } catch (e) {
    error = String((e && e.cause && (e.cause.code || e.cause.message)) || (e && (e.name + ': ' + e.message)) || e);
  }
  parentPort.postMessage({ id: request.id, status, latencyMs: now() - request.at, lateMs: sentAt - request.at, body, error });
};
parentPort.on('message', (request) => {
  const wait = request.at - now();
  if (wait <= 1) fire(request); else setTimeout(() => fire(request), wait);
});
`;

export const clock = (): number => performance.timeOrigin + performance.now();

export class Visitors {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, (answer: Answer) => void>();
  private nextId = 0;

  constructor(base: string) {
    this.worker = new Worker(WORKER, { eval: true, workerData: { base, timeoutMs: CLIENT_TIMEOUT_MS } });
    this.worker.on('message', (answer: Answer) => {
      const resolve = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      resolve?.(answer);
    });
    this.worker.on('error', (error) => console.error('visitors worker failed:', error));
  }

  get inFlight(): number {
    return this.waiting.size;
  }

  send(request: Omit<PlannedRequest, 'id'>): Promise<Answer> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Waits (bounded) for what is in flight, then ends the worker. */
  async stop(): Promise<void> {
    const deadline = Date.now() + CLIENT_TIMEOUT_MS + 5000;
    while (this.waiting.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await this.worker.terminate();
  }
}
