import { describeScoreGroup, type DealScoreGroup } from '@lease/domain';
import { FunctionField, NumberField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { ukDateTime } from '../reward-claims/types';

interface DealRecord {
  id: number;
  vehicle: string;
  score: number | null;
  comparable: number;
  betterValue: number;
  valuePencePerPound: number;
  group: DealScoreGroup;
  stream: string;
  streamEvents: { revision: number; type: string; at: string; actor: string | null; feedId: string | null }[];
}


function StreamEvents() {
  const deal = useRecordContext<DealRecord>();
  if (!deal) return null;
  return (
    <table className="claim-history">
      <caption>The newest events of {deal.stream}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">When</th>
          <th scope="col">Event</th>
          <th scope="col">Feed</th>
          <th scope="col">By</th>
        </tr>
      </thead>
      <tbody>
        {deal.streamEvents.map((event) => (
          <tr key={event.revision}>
            <td>{event.revision}</td>
            <td>{ukDateTime(event.at)}</td>
            <td>{event.type}</td>
            <td>{event.feedId}</td>
            <td>{event.actor}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A deal as admin mode links to it: its score's parts (docs/deal-score.md) and its price-feed stream. */
export function DealShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" label="Deal" />
        <TextField source="vehicle" label="Vehicle" />
        <TextField source="score" label="Deal score" emptyText="Not yet scored" />
        <FunctionField<DealRecord> label="Comparable offers" render={(deal) => `${deal.betterValue} of ${deal.comparable} are better value`} />
        <NumberField source="valuePencePerPound" label="Total cost per £1 of list price (pence)" options={{ maximumFractionDigits: 2 }} />
        <FunctionField<DealRecord>
          label="Compared with"
          render={({ group }) => describeScoreGroup(group)}
        />
        <FunctionField label="Stream" render={() => <StreamEvents />} />
      </SimpleShowLayout>
    </Show>
  );
}
