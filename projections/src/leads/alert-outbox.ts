import type { EntityManager } from '@mikro-orm/postgresql';
import type { PriceAlertEvent, SavedSearchEvent } from '@lease/domain';
import type { RecordedEvent } from '@lease/event-store';
import { eventData, occurredAt } from '../runner/event-data';
import { enqueue, messageIdFor } from './outbox-rows';

// The account space's mails: a price drop, a saved search's new deals, a saved search's daily digest. Each is owed
// by one event that carries the sealed address (null when nothing is to be mailed), so the rows depend only on the
// log and a rebuild brings back the same rows under the same ids, which the delivery stream has already settled.

export const ALERT_MESSAGE_TYPES = ['PriceDropNoticed', 'SavedSearchMatched', 'SavedSearchDigestSent'] as const;
type AlertMessageType = (typeof ALERT_MESSAGE_TYPES)[number];

type Data<T extends AlertMessageType> = Extract<PriceAlertEvent | SavedSearchEvent, { type: T }>['data'];

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
  const data = eventData<Data<'SavedSearchMatched' | 'SavedSearchDigestSent'>>(event);
  if (!data.recipient) return;
  const kind = type === 'SavedSearchMatched' ? 'saved-search-matches' : 'saved-search-digest';
  await enqueue(em, {
    messageId: messageIdFor(event.id, kind),
    kind,
    channel: 'email',
    sourceReference: `savedsearch:${user}:${data.searchReference}`,
    personId: data.personId,
    recipient: data.recipient,
    payload: { userId: user, searchReference: data.searchReference, deals: data.deals, more: 'more' in data ? data.more : 0 },
    at,
  });
}
