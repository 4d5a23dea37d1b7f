import type { EntityManager } from '@mikro-orm/postgresql';
import { personIdForUser, type PriceAlertEvent, type SavedSearchNewsEvent } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { eventData, occurredAt } from '../runner/event-data';
import { query } from '../runner/sql';
import { enqueue, messageIdFor } from './outbox-rows';

// The account space's mails: a price drop, a saved search's new deals, a saved search's daily digest. Each is owed
// by an event that carries the sealed address (null when nothing is to be mailed), so the rows depend only on the
// log and a rebuild brings back the same rows under the same ids, which the delivery stream has already settled.
// A saved query's news names up to 500 searches: their rows go in with one statement.

export const ALERT_MESSAGE_TYPES = ['PriceDropNoticed', 'SavedSearchNewsTold'] as const;
type AlertMessageType = (typeof ALERT_MESSAGE_TYPES)[number];

type Data<T extends AlertMessageType> = Extract<PriceAlertEvent | SavedSearchNewsEvent, { type: T }>['data'];

const userOf = (event: RecordedEvent) => event.streamName.slice(event.streamName.indexOf('-') + 1);

export async function onAlertMessage(em: EntityManager, event: RecordedEvent, type: AlertMessageType) {
  const at = occurredAt(event);
  const user = userOf(event);
  if (type === 'PriceDropNoticed') {
    const data = eventData<Data<'PriceDropNoticed'>>(event);
    if (!data.recipient) return;
    await enqueue(em, {
      messageId: messageIdFor(event.id, 'price-drop'),
      kind: 'price-drop',
      channel: 'email',
      sourceReference: `pricealert:${user}:${data.vehicleId}`,
      personId: data.personId,
      recipient: data.recipient,
      payload: { userId: user, vehicleId: data.vehicleId, dealId: data.dealId, pricePence: data.pricePence, previousPence: data.previousPence, targetPence: data.targetPence },
      at,
    });
    return;
  }
  const data = eventData<Data<'SavedSearchNewsTold'>>(event);
  const kind = data.mode === 'instant' ? 'saved-search-matches' : 'saved-search-digest';
  const rows = data.searches.map((search) => ({
    message_id: messageIdFor(`${event.id}:${search.searchReference}`, kind),
    source_reference: `savedsearch:${search.userId}:${search.searchReference}`,
    person_id: personIdForUser(search.userId),
    recipient: search.recipient,
    payload: { userId: search.userId, searchReference: search.searchReference, deals: data.deals, more: data.more },
  }));
  await query(
    em,
    `INSERT INTO notification_outbox (message_id, kind, channel, source_reference, person_id, recipient, payload, next_attempt_at, created_at)
     SELECT r.message_id, ?, 'email', r.source_reference, r.person_id, r.recipient, r.payload, ?, ?
     FROM json_to_recordset(?::json) AS r(message_id text, source_reference text, person_id text, recipient text, payload jsonb)
     ON CONFLICT (message_id) DO NOTHING`,
    [kind, at, at, JSON.stringify(rows)],
  );
}
