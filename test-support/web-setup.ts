import { configure } from '@testing-library/react';
import { stopAllStores } from '../consumer-web/src/app/running-stores';

// A page's first render in a test file also compiles its lazily loaded chunk, which on a busy two-core CI
// machine can take longer than Testing Library's default second. Waiting longer changes no assertion: a
// `findBy…` still fails when what it waits for never appears.
configure({ asyncUtilTimeout: 5000 });

// One test's store must not act in the next: a search debounced in one test would otherwise reach the next
// test's fake network (seen on a loaded CI machine as a second search where one was expected).
afterEach(() => stopAllStores());
