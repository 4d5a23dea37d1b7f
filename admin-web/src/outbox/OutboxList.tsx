import { MESSAGE_KINDS } from '@lease/domain';
import { useState } from 'react';
import { Button, Datagrid, FunctionField, List, Link, NumberField, SelectInput, TextField, TextInput, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { refusalOf } from '../reward-claims/claim-commands';
import { httpClient } from '../http-client';

/** An outgoing message as the admin API gives it (command-api/src/routes/admin/outbox-routes.ts). */
export interface OutboxMessage {
  id: string;
  kind: string;
  channel: string;
  sourceReference: string;
  status: 'pending' | 'held' | 'failed' | 'delivered';
  heldReason: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptUk: string | null;
  createdUk: string;
  deliveredUk: string | null;
  stream: string;
}

const STATUS_CHOICES = ['failed', 'held', 'pending', 'delivered'].map((status) => ({ id: status, name: status }));
const KIND_CHOICES = MESSAGE_KINDS.map((kind) => ({ id: kind, name: kind }));

const filters = [
  <SelectInput key="status" source="status" label="State" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" label="Kind" choices={KIND_CHOICES} alwaysOn />,
  <TextInput key="sourceReference" source="sourceReference" label="Reference" />,
];

/** Sends a message that failed for good back to the outbox, at the attempt count this row shows. */
function RetryButton() {
  const message = useRecordContext<OutboxMessage>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!message || message.status !== 'failed') return null;
  const retry = async () => {
    setBusy(true);
    try {
      await httpClient(`/admin/api/outbox/${encodeURIComponent(message.id)}/retry`, { method: 'POST', body: JSON.stringify({ attempts: message.attempts }) });
      notify('Sent back to the outbox; your retry is recorded.', { type: 'success' });
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return <Button label="Retry" onClick={retry} disabled={busy} />;
}

/** Every email, SMS and supplier post: failed ones first by default, each with its attempts and classified error. */
export function OutboxList() {
  return (
    <List filters={filters} filterDefaultValues={{ status: 'failed' }} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="createdUk" label="Created (UK)" sortable={false} />
        <TextField source="kind" label="Kind" sortable={false} />
        <TextField source="channel" label="Channel" sortable={false} />
        <TextField source="sourceReference" label="Reference" sortable={false} />
        <FunctionField<OutboxMessage>
          label="State"
          render={(message) => (message.status === 'held' && message.heldReason ? `held: ${message.heldReason}` : message.status)}
        />
        <NumberField source="attempts" label="Attempts" sortable={false} />
        <TextField source="lastError" label="Last error" emptyText="—" sortable={false} />
        <TextField source="nextAttemptUk" label="Next attempt (UK)" emptyText="—" sortable={false} />
        <FunctionField<OutboxMessage> label="History" render={(message) => <Link to={`/streams/${encodeURIComponent(message.stream)}/show`}>attempts</Link>} />
        <RetryButton />
      </Datagrid>
    </List>
  );
}
