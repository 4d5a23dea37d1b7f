import { readFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';

describe('what counts as the database being away', () => {
  const dir = mkdtempSync(join(tmpdir(), 'no-server-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a Unix socket with no server behind it (the embedded database stopped) is "not now", not a bug', async () => {
    const client = new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });
    const error = await client.connect().then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toMatchObject({ code: 'ENOENT', syscall: 'connect' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test('a missing file anywhere else is still a bug', async () => {
    const error = await readFile(join(dir, 'missing.json')).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ code: 'ENOENT' });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
