// One Jest run covers every workspace. Backend tests share one embedded PostgreSQL started by the
// global setup (or DATABASE_URL); each test file creates its own database so files can run in parallel.
const transform = { '^.+\\.(t|j)sx?$': '<rootDir>/test-support/esbuild-transform.cjs' };
// jose ships only ES modules; Jest's module system needs them turned into CommonJS like our own sources.
const transformIgnorePatterns = ['/node_modules/(?!(jose|openid-client|oauth4webapi)/)'];

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: 2,
  // Backend test files build their own database (thirty-odd migrations) and often an account (argon2) before their
  // first test: on two loaded cores that can pass Jest's default 5 s, which says nothing about the code under test.
  // (A global option: Jest ignores it inside a project.)
  testTimeout: 30_000,
  reporters: ['default', '<rootDir>/test-support/summary-reporter.cjs'],
  globalSetup: '<rootDir>/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/test-support/global-teardown.ts',
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      roots: ['<rootDir>/domain', '<rootDir>/event-store', '<rootDir>/projections', '<rootDir>/command-api', '<rootDir>/scripts', '<rootDir>/e2e'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.soak\\.test\\.ts$'],
    },
    {
      // The whole stack under load and faults (bench/soak): its processes take both cores for a minute and a half,
      // so it runs on its own, after the rest (package.json test:unit), not beside suites it would slow past their
      // waits.
      displayName: 'soak',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.soak.test.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      transform,
      roots: ['<rootDir>/consumer-web/src', '<rootDir>/admin-web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test-support/asset-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/test-support/web-setup.ts'],
    },
  ],
};
