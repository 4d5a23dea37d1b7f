// jsdom has no TextEncoder, and react-router (loaded by react-admin's core) needs one as soon as it is imported.
// Node's is the same API. Import this module before anything that loads react-admin.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
