/**
 * What the test server can be told to do to the next call of a kind, in place of (or around) its normal answer.
 * Each is what a real EventStoreDB node (or the network in front of it) answers in that situation:
 * - `not-leader`: a node that cannot take the request points at the leader (NOT_FOUND with the `not-leader`
 *   trailers); a BatchAppend call fails whole, as on the real server. The client reconnects to that endpoint.
 * - `unavailable`: the call ends with UNAVAILABLE, as when the node shuts down or the connection drops; the client
 *   closes its channel and reconnects on the next call.
 * - `not-ready`: the node is starting or too busy. Reads end with UNAVAILABLE "Server Is Not Ready"; a batch
 *   append is answered with a bare "Server Is Not Ready" status, which is how 24.10 answers it.
 * - `deadline-exceeded`: the write did not complete in time (the server's commit timeout, or the request's own
 *   deadline); with `afterWrite` the events were written all the same, as when the timeout fires after the
 *   commit reached the log: the caller cannot tell which. Reads end with DEADLINE_EXCEEDED.
 * - `concurrent-append`: another writer's event lands in the stream just before this call is decided.
 * - `tombstone`: the stream is deleted for good just before this call is decided.
 */
export type Fault =
  | { kind: 'not-leader'; leader?: { host: string; port: number } }
  | { kind: 'unavailable' }
  | { kind: 'not-ready' }
  | { kind: 'deadline-exceeded'; afterWrite?: boolean }
  | { kind: 'concurrent-append' }
  | { kind: 'tombstone' };

/** Appends (Append and BatchAppend), reads of a stream or $all, subscriptions (to $all or a stream). */
export type FaultTarget = 'append' | 'read' | 'subscribe';

interface Armed {
  target: FaultTarget;
  fault: Fault;
  /** Only a call about this stream ($all for reads and subscriptions of it). */
  stream?: string;
}

export class Faults {
  private readonly armed: Armed[] = [];
  private readonly fired: Array<{ target: FaultTarget; fault: Fault; stream: string }> = [];

  /** The next call of this kind (about `stream`, if given) gets `fault`; later calls are answered normally. */
  next(target: FaultTarget, fault: Fault, options: { stream?: string } = {}): void {
    this.armed.push({ target, fault, stream: options.stream });
  }

  /** Called by the service for each call: the fault armed for it, if any, which is then used up. */
  take(target: FaultTarget, stream: string): Fault | null {
    const index = this.armed.findIndex((armed) => armed.target === target && (armed.stream === undefined || armed.stream === stream));
    if (index < 0) return null;
    const [armed] = this.armed.splice(index, 1);
    this.fired.push({ target, fault: armed!.fault, stream });
    return armed!.fault;
  }

  /** Faults armed and not yet used: a test that expects its fault to have fired checks this is empty. */
  get pending(): number {
    return this.armed.length;
  }

  get history(): ReadonlyArray<{ target: FaultTarget; fault: Fault; stream: string }> {
    return this.fired;
  }

  clear(): void {
    this.armed.length = 0;
  }
}
