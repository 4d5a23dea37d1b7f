import { developmentLogCodes } from './local-env';

// `npm start` is a developer's stack: it turns DEV_LOG_CODES on so codes show in the terminal, except where the
// API would refuse it (NODE_ENV=production); DEV_LOG_CODES set by hand still wins (scripts/start.ts).
test('npm start prints codes in development only', () => {
  expect(developmentLogCodes({})).toBe('true');
  expect(developmentLogCodes({ NODE_ENV: 'development' })).toBe('true');
  expect(developmentLogCodes({ NODE_ENV: 'production' })).toBe('false');
});
