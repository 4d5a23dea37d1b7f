import { useState } from 'react';
import { Button, Datagrid, FunctionField, List, NumberField, TextField, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../http-client';
import { refusalOf } from '../reward-claims/claim-commands';

/** A read model as the admin API gives it (command-api/src/routes/admin/projection-routes.ts). */
export interface ProjectionRecord {
  id: string;
  position: string;
  lagEvents: number;
  lagSeconds: number;
  eventsPerSecond: number | null;
  lastEventUk: string | null;
  running: boolean | null;
  /** The projector process (host:pid) that wrote its latest batch: the one holding its lock. */
  heldBy: string | null;
  lastError: string | null;
  job: null | {
    kind: 'rebuild' | 'verify';
    state: 'running' | 'done' | 'failed';
    progress: { applied: number; total: number; eventsPerSecond: number } | null;
    report: null | { equal: boolean; position: string; differences: { table: string; onlyLive: number; onlyRebuilt: number }[] };
    error: string | null;
  };
}

// While anything runs the page reads again every two seconds: progress, lag and rate move on their own.
const POLL_MS = 2000;

function jobText(record: ProjectionRecord): string {
  const job = record.job;
  if (!job) return '—';
  const what = job.kind === 'rebuild' ? 'Rebuild' : 'Verification';
  if (job.state === 'failed') return `${what} failed: ${job.error}`;
  if (job.state === 'running') {
    const progress = job.progress;
    return progress && progress.total > 0 ? `${what}: ${Math.round((100 * progress.applied) / progress.total)}% (${Math.round(progress.eventsPerSecond)} events/s)` : `${what} starting`;
  }
  if (job.kind === 'rebuild') return `Rebuilt and swapped in (${job.progress?.applied ?? 0} events)`;
  if (job.report?.equal) return `Equal to its events at ${job.report.position}`;
  return `Differs: ${job.report?.differences.map((difference) => `${difference.table} (${difference.onlyLive} live only, ${difference.onlyRebuilt} rebuilt only)`).join('; ')}`;
}

function JobButtons() {
  const record = useRecordContext<ProjectionRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const start = async (kind: 'rebuild' | 'verify') => {
    setBusy(true);
    try {
      await httpClient(`/admin/api/projections/${encodeURIComponent(record.id)}/${kind}`, { method: 'POST', body: '{}' });
      notify(kind === 'rebuild' ? `Rebuilding ${record.id} beside the live copy.` : `Verifying ${record.id} against the log.`, { type: 'info' });
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const running = record.job?.state === 'running';
  return (
    <span className="decision-buttons">
      <Button label="Verify" onClick={() => start('verify')} disabled={busy || running} />
      <Button label="Rebuild" onClick={() => start('rebuild')} disabled={busy || running} />
    </span>
  );
}

/** Every read model: where it stands in the log, how far behind, how fast, and its rebuilds and verifications. */
export function ProjectionList() {
  return (
    <List pagination={false} exporter={false} queryOptions={{ refetchInterval: POLL_MS }} title="Projections">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" label="Read model" sortable={false} />
        <TextField source="position" label="Position" sortable={false} />
        <NumberField source="lagEvents" label="Lag (events)" sortable={false} />
        <NumberField source="lagSeconds" label="Lag (s)" options={{ maximumFractionDigits: 1 }} sortable={false} />
        <FunctionField<ProjectionRecord> label="Rate (events/s)" render={(record) => (record.eventsPerSecond === null ? '—' : Math.round(record.eventsPerSecond))} />
        <TextField source="lastEventUk" label="Last event (UK)" emptyText="—" sortable={false} />
        <TextField source="heldBy" label="Run by" emptyText="—" sortable={false} />
        <TextField source="lastError" label="Last error" emptyText="—" sortable={false} />
        <FunctionField<ProjectionRecord> label="Rebuild or verification" render={jobText} />
        <JobButtons />
      </Datagrid>
    </List>
  );
}
