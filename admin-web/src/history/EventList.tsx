import { Button, Datagrid, FunctionField, List, TextField, TextInput, useListContext, Link } from 'react-admin';
import type { HistoryEvent } from './types';

// The whole log, newest first (docs/history.md). The API pages by position, never by offset, so this list has no
// page numbers: "Older events" asks for the page before the last row shown, "Newest" goes back to the head.

const filters = [
  <TextInput key="type" source="type" label="Event type" alwaysOn />,
  <TextInput key="category" source="category" label="Stream category" alwaysOn />,
  <TextInput key="actor" source="actor" label="Actor" />,
  <TextInput key="correlationId" source="correlationId" label="Correlation id" />,
  <TextInput key="from" source="from" label="From (ISO date and time)" />,
  <TextInput key="to" source="to" label="Until (ISO date and time)" />,
];

function PositionPaging() {
  const { data, total, filterValues, setFilters, displayedFilters } = useListContext<HistoryEvent>();
  const last = data?.at(-1);
  const older = last !== undefined && total !== undefined && total > data!.length;
  const { before, ...rest } = filterValues as { before?: string };
  return (
    <div className="history-paging">
      <Button label="Newest" disabled={before === undefined} onClick={() => setFilters(rest, displayedFilters)} />
      <Button label="Older events" disabled={!older} onClick={() => setFilters({ ...rest, before: last!.id }, displayedFilters)} />
    </div>
  );
}

export function EventList() {
  return (
    <List filters={filters} perPage={50} sort={{ field: 'id', order: 'DESC' }} pagination={<PositionPaging />} title="Event history">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="atUk" label="When (UK)" sortable={false} />
        <FunctionField<HistoryEvent>
          label="Stream"
          render={(event) => <Link to={`/streams/${encodeURIComponent(event.stream)}/show`}>{event.stream}</Link>}
        />
        <TextField source="revision" label="#" sortable={false} />
        <TextField source="type" label="Event" sortable={false} />
        <TextField source="actor" label="Actor" sortable={false} emptyText="—" />
        <FunctionField<HistoryEvent>
          label="Request"
          render={(event) => (event.correlationId ? <Link to={`/correlations/${encodeURIComponent(event.correlationId)}/show`}>trace</Link> : '—')}
        />
        <TextField source="summary" label="Summary" sortable={false} />
      </Datagrid>
    </List>
  );
}
