import type { Decider } from '../events/decider';
import { CommandRefused } from '../events/decider';
import type { Offer, ProfileKey } from './price-feed-events';

interface FeedHeader {
  supplierId: number;
  vehicleId: number;
  feedId: string;
  effectiveAt: string;
  excessMileageTenthPence: number;
}

export type PriceFeedEvent =
  | { type: 'PriceFeedPublished'; data: FeedHeader & { offers: Offer[] } }
  | { type: 'PriceFeedChangesPublished'; data: FeedHeader & { upserted: Offer[]; dropped: ProfileKey[] } };

export type PublishPriceFeed =
  | ({ type: 'PublishFullPriceFeed' } & FeedHeader & { offers: Offer[] })
  | ({ type: 'PublishPriceFeedChanges' } & FeedHeader & { upserted: Offer[]; dropped: ProfileKey[] });

export interface PriceFeedState {
  /** The rate book now in force, by profile key. */
  offers: Map<string, Offer>;
  feedIds: Set<string>;
  effectiveAt: string | null;
  excessMileageTenthPence: number | null;
}

export const profileKey = (offer: Offer | ProfileKey): string => offer.slice(0, 5).join(':');

const sameOffer = (a: Offer, b: Offer) => a[5] === b[5] && a[6].join(',') === b[6].join(',');

function applyFull(offers: Offer[]): Map<string, Offer> {
  return new Map(offers.map((offer) => [profileKey(offer), offer]));
}

function applyChanges(current: Map<string, Offer>, upserted: Offer[], dropped: ProfileKey[]): Map<string, Offer> {
  const next = new Map(current);
  for (const key of dropped) next.delete(profileKey(key));
  for (const offer of upserted) next.set(profileKey(offer), offer);
  return next;
}

function duplicateProfile(offers: readonly (Offer | ProfileKey)[]): string | null {
  const seen = new Set<string>();
  for (const offer of offers) {
    const key = profileKey(offer);
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return null;
}

/**
 * One stream per supplier and vehicle. A first feed must be a full rate book; later ones replace it or change it.
 * Feeds apply in order of effective date, a repeated feed id is a no-op (imports can be retried), and a feed that
 * changes nothing appends nothing.
 */
export const priceFeedDecider: Decider<PublishPriceFeed, PriceFeedEvent, PriceFeedState> = {
  initialState: { offers: new Map(), feedIds: new Set(), effectiveAt: null, excessMileageTenthPence: null },
  evolve: (state, event) => {
    const feedIds = new Set(state.feedIds).add(event.data.feedId);
    const common = { feedIds, effectiveAt: event.data.effectiveAt, excessMileageTenthPence: event.data.excessMileageTenthPence };
    switch (event.type) {
      case 'PriceFeedPublished':
        return { ...common, offers: applyFull(event.data.offers) };
      case 'PriceFeedChangesPublished':
        return { ...common, offers: applyChanges(state.offers, event.data.upserted, event.data.dropped) };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    if (state.feedIds.has(command.feedId)) return [];
    if (state.effectiveAt && command.effectiveAt < state.effectiveAt) {
      throw new CommandRefused(
        'FEED_OUT_OF_DATE',
        `Feed ${command.feedId} took effect ${command.effectiveAt}, before the feed already in force (${state.effectiveAt})`,
      );
    }
    const header: FeedHeader = {
      supplierId: command.supplierId,
      vehicleId: command.vehicleId,
      feedId: command.feedId,
      effectiveAt: command.effectiveAt,
      excessMileageTenthPence: command.excessMileageTenthPence,
    };
    if (command.type === 'PublishFullPriceFeed') {
      const duplicate = duplicateProfile(command.offers);
      if (duplicate) throw new CommandRefused('DUPLICATE_OFFER', `The feed lists the lease profile ${duplicate} twice`, 422);
      const unchanged =
        state.effectiveAt !== null &&
        state.excessMileageTenthPence === command.excessMileageTenthPence &&
        command.offers.length === state.offers.size &&
        command.offers.every((offer) => {
          const current = state.offers.get(profileKey(offer));
          return current !== undefined && sameOffer(current, offer);
        });
      if (unchanged) return [];
      return [{ type: 'PriceFeedPublished', data: { ...header, offers: command.offers } }];
    }
    if (state.effectiveAt === null) {
      throw new CommandRefused('FIRST_FEED_MUST_BE_FULL', `The first feed for vehicle ${command.vehicleId} must be a full rate book`);
    }
    const duplicate = duplicateProfile([...command.upserted, ...command.dropped]);
    if (duplicate) throw new CommandRefused('DUPLICATE_OFFER', `The change set names the lease profile ${duplicate} twice`, 422);
    const missing = command.dropped.find((key) => !state.offers.has(profileKey(key)));
    if (missing) throw new CommandRefused('OFFER_NOT_FOUND', `The change set drops ${profileKey(missing)}, which is not offered`, 422);
    const upserted = command.upserted.filter((offer) => {
      const current = state.offers.get(profileKey(offer));
      return !current || !sameOffer(current, offer);
    });
    if (upserted.length === 0 && command.dropped.length === 0 && state.excessMileageTenthPence === command.excessMileageTenthPence) {
      return [];
    }
    return [
      {
        type: 'PriceFeedChangesPublished',
        data: { ...header, upserted, dropped: command.dropped },
      },
    ];
  },
};

export const priceFeedStream = (supplierId: number, vehicleId: number) => `pricefeed-${supplierId}-${vehicleId}`;
