import { priceFeedEvents } from '../catalogue/price-feed-events';
import { supplierEvents } from '../catalogue/supplier-events';
import { vehicleEvents } from '../catalogue/vehicle-events';
import { newsletterEvents } from '../newsletter/events';
import { searchReferenceEvents } from '../search/search-reference';
import { userEvents } from '../accounts/user-events';
import { deliveryEvents } from '../delivery/delivery-events';
import { enquiryEvents } from '../enquiries/enquiry-events';
import { leadEvents } from '../leads/lead-events';
import { garageEvents } from '../garage/events';
import { savedSearchEvents } from '../saved-searches/events';
import { savedSearchNewsEvents } from '../saved-searches/news-events';
import { rewardEvents } from '../rewards/events';
import { referralEvents } from '../rewards/referral-events';
import { priceAlertEvents } from '../price-alerts/events';
import { auditEvents } from '../audit/events';
import { analyticsEvents } from '../analytics/site-events';
import { aiSearchEvents } from '../ai-search/conversation';
import { comparisonEvents } from '../comparison/comparison';
import { feedbackEvents } from '../feedback/events';
import type { EventDefinition } from './define-event';

/** Every event type the product writes. docs/events.md is generated from this list (npm run docs:events). */
export const eventCatalogue: readonly EventDefinition[] = [
  ...newsletterEvents,
  ...vehicleEvents,
  ...supplierEvents,
  ...priceFeedEvents,
  ...searchReferenceEvents,
  ...leadEvents,
  ...enquiryEvents,
  ...deliveryEvents,
  ...userEvents,
  ...garageEvents,
  ...savedSearchEvents,
  ...savedSearchNewsEvents,
  ...priceAlertEvents,
  ...rewardEvents,
  ...referralEvents,
  ...auditEvents,
  ...analyticsEvents,
  ...feedbackEvents,
  ...aiSearchEvents,
  ...comparisonEvents,
];

const byType = new Map(eventCatalogue.map((definition) => [definition.type, definition]));

export class UnknownEventType extends Error {
  override readonly name = 'UnknownEventType';
}

/**
 * Reads an event's data from the log into its current shape: upcasts data written under an older schema version
 * (from metadata.schemaVersion), then validates it.
 */
export function parseEventData(type: string, data: unknown, schemaVersion: number | undefined): unknown {
  const definition = byType.get(type);
  if (!definition) throw new UnknownEventType(`No event type ${type} in the catalogue`);
  const version = schemaVersion ?? definition.version;
  const current = version < definition.version && definition.upcast ? definition.upcast(data, version) : data;
  return definition.schema.parse(current);
}

export function eventDefinition(type: string): EventDefinition | undefined {
  return byType.get(type);
}
