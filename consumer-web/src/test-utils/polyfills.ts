// Gaps in jsdom that the real app runs into. Test files that render routes import this module first,
// before anything that loads react-router.
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs TextEncoder as soon as it is imported; Node's is the same API.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lays nothing out, so there is nothing to scroll; the ScrollRestorer calls this on every navigation.
window.scrollTo = () => undefined;
