import { configure } from '@testing-library/react';

// A page's first render in a test file also compiles its lazily loaded chunk, which on a busy two-core CI
// machine can take longer than Testing Library's default second. Waiting longer changes no assertion: a
// `findBy…` still fails when what it waits for never appears.
configure({ asyncUtilTimeout: 5000 });
