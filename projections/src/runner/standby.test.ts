import { databaseForThisFile } from '../../../test-support/database';
import { createTestEventStore, eventLogUrl } from '../../../test-support/event-store';
import type { ChildProcess } from 'node:child_process';
import { appendNewsletterSignUps, exited, newsletterTableHash, startProjectorProcess } from '../../../test-support/projector-process';
import { until } from '../../../test-support/until';
import { createOrm, migrateReadModels } from '../database/orm';
import { newsletterProjector } from '../newsletter/newsletter-projector';
import { projectors } from '../registry';
import { leaseHoldersSql } from './leases';
import { rebuildProjection } from './rebuild';

// Two projector processes over one database, as when a standby runs beside the active one (or someone starts a
// second by mistake): each projector is run by one process at a time, the one holding its advisory lock, and
// when that process is killed the other takes its projectors over and finishes the work.

jest.setTimeout(180_000);

const FIRST = 4_000;
const MORE = 2_000;

describe('two projector processes at once', () => {
  const database = databaseForThisFile();

  const applied = async () =>
    Number((await database.client.query(`SELECT coalesce(max(events_applied), 0) AS n FROM projection_checkpoints WHERE name = 'newsletter'`)).rows[0].n);

  /** Which process writes each projector's batches, and which holds its lock (the lease session's name). */
  const sample = async () => {
    const { rows } = await database.client.query<{ name: string; held_by: string | null; holders: string[] }>(
      `SELECT c.name, c.held_by, ${leaseHoldersSql('c.name')} AS holders FROM projection_checkpoints c`,
    );
    return rows;
  };

  test('run each projector in one process at a time, and the survivor takes over from a killed one', async () => {
    const store = await createTestEventStore(database.url, { poolSize: 16 });
    await migrateReadModels(database.url);
    await appendNewsletterSignUps(store, 0, FIRST);

    const env = { PROJECTOR_BATCH_SIZE: '50' };
    // Each process's last output is kept (and its pipes drained), so a wait that times out says what they said.
    const output = new Map<ChildProcess, string>();
    const start = () => {
      const child = startProjectorProcess(database.url, eventLogUrl(store), { env, output: 'pipe' });
      const keep = (chunk: Buffer) => output.set(child, ((output.get(child) ?? '') + chunk.toString()).slice(-1_500));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      return child;
    };
    const processes = [start(), start()];
    const runnerOf = (pid: number | undefined) => `:${pid}`;
    const seen = async () =>
      `${await applied()} applied; checkpoints ${JSON.stringify(await sample())}; ${processes
        .map((child) => `process ${child.pid} (${child.exitCode ?? child.signalCode ?? 'running'}) said: ${output.get(child) ?? ''}`)
        .join(' | ')}`;
    const appliedAtLeast = (count: number) => until(async () => (await applied()) >= count, `${count} newsletter events applied`, 60_000, seen);

    // While both run and more events arrive, sample who writes and who holds, every 50 ms.
    const writers = new Map<string, Set<string>>();
    const holders = new Map<string, Set<string>>();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        for (const row of await sample()) {
          expect(row.holders.length).toBeLessThanOrEqual(1);
          if (row.held_by) (writers.get(row.name) ?? writers.set(row.name, new Set()).get(row.name)!).add(row.held_by);
          for (const holder of row.holders) (holders.get(row.name) ?? holders.set(row.name, new Set()).get(row.name)!).add(holder);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await appliedAtLeast(FIRST);
      await appendNewsletterSignUps(store, FIRST, MORE);
      await appliedAtLeast(FIRST + MORE);
    } finally {
      sampling = false;
      await sampler;
    }

    // Every projector ran, each in one process only, and the process writing its batches held its lock.
    expect([...writers.keys()].sort()).toEqual(projectors.map((projector) => projector.name).sort());
    for (const [name, wrote] of writers) {
      expect({ name, writers: wrote.size }).toEqual({ name, writers: 1 });
      const [writer] = [...wrote];
      expect(processes.some((child) => writer!.endsWith(runnerOf(child.pid)))).toBe(true);
      expect([...(holders.get(name) ?? [])].every((holder) => holder === writer)).toBe(true);
    }

    // Kill the process running the newsletter; the other takes it over and applies what comes next.
    const newsletterWriter = [...writers.get('newsletter')!][0]!;
    const killed = processes.find((child) => newsletterWriter.endsWith(runnerOf(child.pid)))!;
    const survivor = processes.find((child) => child !== killed)!;
    killed.kill('SIGKILL');
    await exited(killed);
    await appendNewsletterSignUps(store, FIRST + MORE, MORE);
    await appliedAtLeast(FIRST + 2 * MORE);
    const after = new Map((await sample()).map((row) => [row.name, row]));
    expect(after.get('newsletter')!.held_by!.endsWith(runnerOf(survivor.pid))).toBe(true);
    expect(after.get('newsletter')!.holders).toEqual([after.get('newsletter')!.held_by]);
    expect(survivor.exitCode).toBeNull();

    survivor.kill('SIGTERM');
    await exited(survivor);
    const live = await newsletterTableHash(database.client);
    expect(Number(live.rows)).toBe(FIRST + 2 * MORE);
    const orm = await createOrm(database.url);
    await rebuildProjection(store, orm, newsletterProjector);
    expect(await newsletterTableHash(database.client)).toEqual(live);
    await orm.close();
    await store.close();
  });
});
