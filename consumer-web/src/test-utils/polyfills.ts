// Gaps in jsdom that the real app runs into. Test files that render routes import this module first,
// before anything that loads react-router.
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs TextEncoder as soon as it is imported; Node's is the same API.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lays nothing out, so there is nothing to scroll; ScrollRestoration calls this on every navigation.
window.scrollTo = () => undefined;

// jsdom has no Request. react-router builds one per navigation to hand to loaders, which this site does not use
// (lazy routes still go through that path), so the URL, method and abort signal are all it reads.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}
