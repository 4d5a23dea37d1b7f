import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The build's gate itself (npm run content:check, the first step of build:web): a broken file stops it with exit 1
// and its file and line; the real content/ passes. load-content.test.ts covers what counts as broken.
const ROOT = join(__dirname, '..');
const check = (folder: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'content-check.ts'), folder], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: '' } });

describe('npm run content:check', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(join(ROOT, 'content'), copy, { recursive: true });
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  test('passes the real content and says what it read', () => {
    const run = check(join(ROOT, 'content'));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^content: \d+ guides, \d+ blog posts/);
  });

  test('stops the build at a broken front matter with exit 1, naming the file and line', () => {
    const guide = join(copy, 'guides', 'how-our-deal-score-works.md');
    const lines = readFileSync(guide, 'utf8').split('\n');
    // A title with a bare colon is not YAML: line 2 of the file.
    lines[1] = 'title: Scores: explained';
    writeFileSync(guide, lines.join('\n'));
    const run = check(copy);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^content: .*guides\/how-our-deal-score-works\.md:2\b/);
  });

  test('a missing folder is named too, not a raw stack', () => {
    const run = check(join(copy, 'no-such-folder'));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^content: .*no-such-folder/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
