import { Show, SimpleShowLayout, TextField, useRecordContext, Link } from 'react-admin';
import type { HistoryEvent, StreamEvent } from './types';

function StreamEvents() {
  const stream = useRecordContext<{ id: string; revision: number; shown: number; events: StreamEvent[] }>();
  if (!stream) return null;
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
        {stream.events.map((event) => (
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
