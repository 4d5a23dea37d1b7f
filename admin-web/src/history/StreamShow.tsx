import { useState, type FormEvent } from 'react';
import { Button, Show, SimpleShowLayout, TextField, useRecordContext, Link } from 'react-admin';
import { deciderOfStream } from '@lease/domain';
import { refusalOf } from '../reward-claims/claim-commands';
import { openPersonalData } from './stream-queries';
import { TimeTravel } from './TimeTravel';
import type { HistoryEvent, StreamEvent } from './types';

interface StreamRecord {
  id: string;
  revision: number;
  shown: number;
  events: StreamEvent[];
}

function EventTable({ stream, events }: { stream: StreamRecord; events: readonly StreamEvent[] }) {
  return (
    <table className="claim-history history-events">
      <caption>
        {stream.id}: revision {stream.revision}
        {stream.shown <= stream.revision ? `, the newest ${stream.shown} events` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">When (UK)</th>
          <th scope="col">Event</th>
          <th scope="col">By</th>
          <th scope="col">Data</th>
          <th scope="col">Request</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.revision}>
            <td>{event.revision}</td>
            <td>{event.atUk}</td>
            <td>{event.type}</td>
            <td>{event.actor ?? '—'}</td>
            <td>
              <pre className="history-data">{JSON.stringify(event.data, null, 2)}</pre>
            </td>
            <td>{event.correlationId ? <Link to={`/correlations/${encodeURIComponent(event.correlationId)}/show`}>trace</Link> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Asks why, then shows the events with personal data opened; the server records the opening before it answers. */
function OpenPersonalData({ stream, onOpened }: { stream: string; onOpened: (events: StreamEvent[]) => void }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!asking) return <Button label="Open personal data" onClick={() => setAsking(true)} />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onOpened((await openPersonalData(stream, reason)).events);
      setAsking(false);
    } catch (error) {
      const refusal = refusalOf(error);
      setProblem(refusal.errors.reason ?? refusal.message);
    }
  };
  return (
    <form className="decline-reason" onSubmit={submit}>
      <label>
        Why you need to see this person&apos;s data (recorded with your name)
        <textarea value={reason} rows={2} onChange={(event) => setReason(event.target.value)} aria-invalid={problem !== null} />
      </label>
      {problem && (
        <span role="alert" className="decline-reason__error">
          {problem}
        </span>
      )}
      <Button type="submit" label="Open" variant="contained" />
    </form>
  );
}

function StreamEvents() {
  const stream = useRecordContext<StreamRecord>();
  const [opened, setOpened] = useState<StreamEvent[] | null>(null);
  if (!stream) return null;
  return (
    <>
      {opened ? (
        <p className="history-opened" role="status">
          Personal data opened; your opening is recorded on each person&apos;s access trail.
        </p>
      ) : (
        <OpenPersonalData stream={stream.id} onOpened={setOpened} />
      )}
      <EventTable stream={stream} events={opened ?? stream.events} />
      {deciderOfStream(stream.id) && <TimeTravel stream={stream.id} events={stream.events} />}
    </>
  );
}

/** Every event of one stream, decoded; personal data stays sealed, an erased person's reads [erased]. */
export function StreamShow() {
  return (
    <Show title="Stream">
      <SimpleShowLayout>
        <TextField source="id" label="Stream" />
        <StreamEvents />
      </SimpleShowLayout>
    </Show>
  );
}

function TraceEvents() {
  const trace = useRecordContext<{ id: string; events: HistoryEvent[] }>();
  if (!trace) return null;
  return (
    <ol className="history-trace" aria-label="Events this request caused">
      {trace.events.map((event) => (
        <li key={event.id}>
          {event.atUk} · <Link to={`/streams/${encodeURIComponent(event.stream)}/show`}>{event.stream}</Link> #{event.revision} · <strong>{event.type}</strong>
          {event.actor ? ` · ${event.actor}` : ''} · {event.summary}
        </li>
      ))}
    </ol>
  );
}

/** Every event one request or one feed import caused, across streams, in the order written. */
export function CorrelationShow() {
  return (
    <Show title="Correlation trace">
      <SimpleShowLayout>
        <TextField source="id" label="Correlation id" />
        <TraceEvents />
      </SimpleShowLayout>
    </Show>
  );
}
