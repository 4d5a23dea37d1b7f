import type { MikroORM } from '@mikro-orm/postgresql';
import { groupBy } from '../../domain/src';
import type { EventStore } from '../../event-store/src';
import { projectors, verifyProjection, type TableDifference } from '../../projections/src';
import { homeOf } from '../../projections/src/runner/blue-green';
import type { Monitor } from './monitor';
import { outboxIdOfMail, type Peers } from './peers';
import type { Kind } from './traffic';

// The after-checks of the faults run, once the traffic has stopped and everything owed has had time to settle:
// each acknowledged command's events are in the log exactly once, each read model equals a clean rebuild, and each
// email and supplier post reached its receiver exactly once.

export interface EventsFinding {
  kind: Kind;
  acknowledged: number;
  /** Acknowledged, yet no event carries its correlation id. */
  missing: number;
  /** Some event of it appears more than once in the same stream. */
  doubled: number;
}

export interface ReadModelFinding {
  projector: string;
  equal: boolean;
  rows: number;
  differences: string[];
}

export interface DeliveryFinding {
  channel: string;
  outbox: number;
  delivered: number;
  /** Owed but not delivered (pending, failed or held) when the checks ran. */
  notDelivered: number;
  /** Delivered in the outbox, yet its key never reached the receiver. */
  unseen: number;
  /** Keys the receiver accepted more than once. */
  repeats: number;
  /** Keys the receiver accepted that the outbox does not owe. */
  strays: number;
}

const sql = <Row>(orm: MikroORM, text: string, bindings: unknown[] = []) => orm.em.fork().getConnection().execute<Row[]>(text, bindings);

/**
 * Waits (bounded) until the projections have read the whole log and the outbox owes nothing due: a delivery that
 * failed during the faults comes back after its backoff, up to about a minute after a minute-long outage.
 */
export async function settle(orm: MikroORM, monitor: Monitor, withinMs: number): Promise<{ settled: boolean; seconds: number }> {
  const started = Date.now();
  let quietSince: number | null = null;
  while (Date.now() - started < withinMs) {
    const lag = await monitor.lag();
    const [outbox] = await sql<{ owed: string }>(orm, `SELECT count(*) AS owed FROM notification_outbox WHERE status = 'pending'`).catch(() => [{ owed: '1' }]);
    const quiet = lag !== null && lag.seconds === 0 && Number(outbox!.owed) === 0;
    quietSince = quiet ? (quietSince ?? Date.now()) : null;
    // Quiet for 3 s: the last delivery's events have been projected as well.
    if (quietSince !== null && Date.now() - quietSince >= 3000) return { settled: true, seconds: (Date.now() - started) / 1000 };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { settled: false, seconds: (Date.now() - started) / 1000 };
}

export async function checkEvents(orm: MikroORM, acknowledged: readonly { kind: Kind; correlationId: string }[]): Promise<{ findings: EventsFinding[]; unacknowledgedWrites: number }> {
  const rows = await sql<{ correlation: string; stream_name: string; event_type: string; n: string }>(
    orm,
    `SELECT metadata->>'correlationId' AS correlation, stream_name, event_type, count(*) AS n FROM es_events
     WHERE metadata->>'correlationId' LIKE 'soak-%' GROUP BY 1, 2, 3`,
  );
  const byCorrelation = groupBy(rows, (row) => row.correlation);
  const findings = new Map<Kind, EventsFinding>();
  for (const { kind, correlationId } of acknowledged) {
    const finding = findings.get(kind) ?? { kind, acknowledged: 0, missing: 0, doubled: 0 };
    findings.set(kind, finding);
    finding.acknowledged++;
    const written = byCorrelation.get(correlationId);
    if (!written) finding.missing++;
    else if (written.some((row) => Number(row.n) > 1)) finding.doubled++;
  }
  // Written though the answer was not a 2xx (a time-out after the append, say): not wrong, but worth seeing.
  const acknowledgedIds = new Set(acknowledged.map((entry) => entry.correlationId));
  const unacknowledgedWrites = [...byCorrelation.keys()].filter((id) => !acknowledgedIds.has(id) && !id.startsWith('soak-sign-in')).length;
  return { findings: [...findings.values()], unacknowledgedWrites };
}

/** Every projector rebuilt into a shadow copy and compared row by row with the live read model (`npm run projections -- verify all`). */
export async function checkReadModels(store: EventStore, orm: MikroORM, databaseUrl: string, say: (line: string) => void): Promise<ReadModelFinding[]> {
  const findings: ReadModelFinding[] = [];
  for (const projector of projectors) {
    const started = Date.now();
    try {
      const report = await verifyProjection({ store, orm, databaseUrl, projector });
      const differences: string[] = [];
      for (const difference of report.differences) {
        differences.push(`${difference.table}: ${difference.onlyLive} rows only live, ${difference.onlyRebuilt} only rebuilt`);
        differences.push(...(await fieldDifferences(orm, homeOf(projector), difference)));
      }
      findings.push({ projector: projector.name, equal: report.equal, rows: report.tables.reduce((sum, table) => sum + table.rows, 0), differences });
    } catch (error) {
      findings.push({ projector: projector.name, equal: false, rows: 0, differences: [`verify failed: ${error instanceof Error ? error.message : String(error)}`] });
    }
    say(`  verified ${projector.name} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${findings.at(-1)!.equal ? 'equal' : 'DIFFERENT'}`);
  }
  return findings;
}

/**
 * Which columns differ: each rebuilt sample row beside the live row with the same primary key (the shadow copy is
 * gone after the verify, the live table is not), so a reader sees the column rather than two whole rows.
 */
async function fieldDifferences(orm: MikroORM, schema: string, difference: TableDifference): Promise<string[]> {
  const keys = await sql<{ column: string }>(
    orm,
    `SELECT a.attname AS column FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey) WHERE i.indisprimary AND n.nspname = ? AND c.relname = ?`,
    [schema, difference.table],
  );
  const lines: string[] = [];
  for (const rebuilt of difference.sampleRebuilt as Record<string, unknown>[]) {
    if (keys.length === 0) break;
    const where = keys.map(({ column }) => `t."${column}"::text = ?`).join(' AND ');
    const [live] = await sql<{ row: Record<string, unknown> }>(orm, `SELECT to_jsonb(t) AS row FROM ${schema}."${difference.table}" t WHERE ${where}`, keys.map(({ column }) => String(rebuilt[column])));
    const key = keys.map(({ column }) => `${column}=${String(rebuilt[column])}`).join(',');
    if (!live) {
      lines.push(`  ${key}: only in the rebuilt copy`);
      continue;
    }
    const columns = [...new Set([...Object.keys(rebuilt), ...Object.keys(live.row)])].filter((column) => JSON.stringify(rebuilt[column]) !== JSON.stringify(live.row[column]));
    lines.push(`  ${key}: ${columns.map((column) => `${column} live ${JSON.stringify(live.row[column])} rebuilt ${JSON.stringify(rebuilt[column])}`).join('; ')}`);
  }
  return lines;
}

export async function checkDeliveries(orm: MikroORM, peers: Peers): Promise<DeliveryFinding[]> {
  const rows = await sql<{ message_id: string; channel: string; status: string }>(orm, 'SELECT message_id, channel, status FROM notification_outbox');
  const seen = {
    email: countOf(peers.smtp.messages.map((mail) => outboxIdOfMail(mail.messageId))),
    webhook: countOf(peers.leadsAccepted),
  };
  return (['email', 'webhook'] as const).map((channel) => {
    const owed = rows.filter((row) => row.channel === channel);
    const delivered = owed.filter((row) => row.status === 'delivered');
    const owedIds = new Set(owed.map((row) => row.message_id));
    return {
      channel,
      outbox: owed.length,
      delivered: delivered.length,
      notDelivered: owed.length - delivered.length,
      unseen: delivered.filter((row) => !seen[channel].has(row.message_id)).length,
      repeats: [...seen[channel].values()].filter((n) => n > 1).length,
      strays: [...seen[channel].keys()].filter((id) => !owedIds.has(id)).length,
    };
  });
}

function countOf(ids: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
