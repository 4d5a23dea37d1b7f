import { useEffect, useState, type ReactNode } from 'react';
import { downloadCSV } from 'react-admin';
import { formatDoMmmYyyy } from '@lease/domain';
import { httpClient } from '../http-client';
import { toCsv, type CsvColumn } from './csv';
import type { AnalyticsDashboard, ExperimentTest, FunnelRow } from './types';
import './analytics.css';

// The console's analytics (GET /admin/api/analytics): the funnel by UK day and by experiment group with each step's
// two-proportion test, leads and deliveries per supplier, searches per day and the most searched models. Each table
// exports as CSV, exactly as shown.

type Load = { state: 'loading' } | { state: 'loaded'; data: AnalyticsDashboard } | { state: 'failed'; message: string };

const STEPS: { key: keyof Omit<FunnelRow, 'day' | 'group'>; label: string }[] = [
  { key: 'searched', label: 'Searched' },
  { key: 'viewed', label: 'Viewed a deal' },
  { key: 'enquired', label: 'Enquired' },
  { key: 'verified', label: 'Verified' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'rewarded', label: 'Rewarded' },
];

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** A column as the table shows it; the CSV keeps `value` (days as YYYY-MM-DD, which spreadsheets read). */
type Column<Row> = CsvColumn<Row> & { show?: (row: Row) => ReactNode };

/** A UK day as people read it: 27th Nov 2026. */
const ukDay = (day: string | undefined) => (day ? formatDoMmmYyyy(`${day}T12:00:00Z`) : null);

function Panel<Row>({ id, title, note, columns, rows, file }: { id: string; title: string; note?: ReactNode; columns: Column<Row>[]; rows: Row[]; file: string }) {
  return (
    <section className="analytics__panel" aria-labelledby={`${id}-heading`}>
      <header>
        <h2 id={`${id}-heading`}>{title}</h2>
        <button type="button" onClick={() => downloadCSV(toCsv(columns, rows), file)} aria-label={`Export ${title} as CSV`}>
          Export CSV
        </button>
      </header>
      {note}
      {rows.length === 0 ? (
        <p>Nothing in this period.</p>
      ) : (
        <table aria-label={title}>
          <thead>
            <tr>{columns.map((column) => <th key={column.label} scope="col">{column.label}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>{columns.map((column) => <td key={column.label}>{(column.show ?? column.value)(row) ?? '—'}</td>)}</tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const funnelColumns = (first: Column<FunnelRow>): Column<FunnelRow>[] => [first, ...STEPS.map((step) => ({ label: step.label, value: (row: FunnelRow) => row[step.key] }))];

const testColumns: CsvColumn<ExperimentTest>[] = [
  { label: 'Step', value: (test) => STEPS.find((step) => step.key === test.step)?.label ?? test.step },
  { label: 'Control', value: (test) => `${test.control.reached} of ${test.control.searched}` },
  { label: 'Explained', value: (test) => `${test.explained.reached} of ${test.explained.searched}` },
  { label: 'Difference', value: (test) => percent(test.difference) },
  { label: 'z', value: (test) => (test.z === null ? null : test.z.toFixed(2)) },
  { label: 'p', value: (test) => (test.pValue === null ? null : test.pValue.toFixed(3)) },
  { label: 'At 5%', value: (test) => (test.significant ? 'Different' : 'No clear difference') },
];

export function AnalyticsPanels() {
  // Empty until the API answers with its default period (the last 30 UK days by its clock, not this browser's).
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    httpClient(`/admin/api/analytics${period ? `?${new URLSearchParams(period)}` : ''}`)
      .then(({ json }) => {
        if (!current) return;
        const data = json as AnalyticsDashboard;
        setLoad({ state: 'loaded', data });
        if (!period) setPeriod({ from: data.from, to: data.to });
      })
      .catch((error: { body?: { message?: string }; message?: string }) => current && setLoad({ state: 'failed', message: error.body?.message ?? error.message ?? 'The analytics could not be read.' }));
    return () => {
      current = false;
    };
  }, [period]);
  const change = (part: 'from' | 'to', value: string) => value && period && setPeriod({ ...period, [part]: value });

  return (
    <div className="analytics">
      <form className="analytics__period" aria-label="Period" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="analytics-from">From (UK day)</label>
        <input id="analytics-from" type="date" value={period?.from ?? ''} onChange={(event) => change('from', event.target.value)} />
        <label htmlFor="analytics-to">To</label>
        <input id="analytics-to" type="date" value={period?.to ?? ''} onChange={(event) => change('to', event.target.value)} />
      </form>
      {load.state === 'loading' && <p aria-live="polite">Reading the analytics…</p>}
      {load.state === 'failed' && <p role="alert">{load.message}</p>}
      {load.state === 'loaded' && (
        <>
          <Panel id="funnel-by-day" title="Funnel by day" file="funnel-by-day" rows={load.data.funnel.byDay} columns={funnelColumns({ label: 'Day', value: (row) => row.day ?? null, show: (row) => ukDay(row.day) })}
            note={<p>Visitors who searched, and how far they got the same UK day (rewards: claimed any time later).</p>} />
          <Panel id="funnel-by-group" title="Funnel by experiment group" file="funnel-by-group" rows={load.data.funnel.byGroup} columns={funnelColumns({ label: 'Group', value: (row) => row.group ?? null })}
            note={<p>Experiment {load.data.funnel.experiment.name}: the explained group sees each deal&apos;s score explanation open.</p>} />
          <Panel id="experiment-tests" title="Experiment: explained against control" file="experiment-tests" rows={load.data.funnel.experiment.tests} columns={testColumns}
            note={<p>Each step&apos;s share of searchers in each group, with a two-proportion z-test.</p>} />
          <Panel id="suppliers" title="Leads and deliveries per supplier" file="leads-per-supplier" rows={load.data.suppliers}
            columns={[
              { label: 'Supplier', value: (row) => row.supplier ?? `Supplier ${row.supplierId}` },
              { label: 'Enquiries', value: (row) => row.enquiries },
              { label: 'Verified', value: (row) => row.verified },
              { label: 'Delivered', value: (row) => row.delivered },
              { label: 'Failed attempts', value: (row) => row.failedAttempts },
              { label: 'Median minutes to deliver', value: (row) => row.medianMinutesToDeliver },
            ]} />
          <Panel id="searches" title="Searches per day" file="searches-per-day" rows={load.data.searches}
            columns={[
              { label: 'Day', value: (row) => row.day, show: (row) => ukDay(row.day) },
              { label: 'Searches', value: (row) => row.searches },
              { label: 'Visitors', value: (row) => row.visitors },
              { label: 'Found nothing', value: (row) => row.foundNothing },
            ]} />
          <Panel id="models" title="Top searched models" file="top-searched-models" rows={load.data.models}
            columns={[
              { label: 'Make', value: (row) => row.manufacturer },
              { label: 'Model', value: (row) => row.range },
              { label: 'Searches', value: (row) => row.searches },
            ]} />
        </>
      )}
    </div>
  );
}
