import type { Decider } from './decider';
import { userDecider } from '../accounts/user-decider';
import { signInClaimDecider } from '../accounts/sign-in-claims';
import { priceFeedDecider } from '../catalogue/price-feed-decider';
import { supplierDecider } from '../catalogue/supplier-decider';
import { vehicleDecider } from '../catalogue/vehicle-decider';
import { deliveryDecider } from '../delivery/delivery-decider';
import { enquiryDecider } from '../enquiries/enquiry-decider';
import { feedbackDecider } from '../feedback/decide';
import { garageDecider } from '../garage/decide';
import { leadDecider } from '../leads/lead-decider';
import { newsletterDecider } from '../newsletter/decide';
import { newsletterIssueDecider } from '../newsletter/issue';
import { priceAlertDecider } from '../price-alerts/decide';
import { rewardDecider } from '../rewards/decide';
import { referralDecider } from '../rewards/referral-events';
import { savedSearchDecider } from '../saved-searches/decide';
import { searchReferenceDecider } from '../search/search-reference';

// Which decider writes each stream category (a stream's name up to its first '-', as the stream functions next to
// each decider build it). Auditors fold a stream with the same `evolve` the write side uses, so the state they see
// as of a moment is the state a command decided on then.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of deciders of every event type
type AnyDecider = Decider<any, any, any>;

const DECIDERS: Record<string, AnyDecider> = {
  user: userDecider,
  signin: signInClaimDecider,
  pricefeed: priceFeedDecider,
  supplier: supplierDecider,
  vehicle: vehicleDecider,
  delivery: deliveryDecider,
  enquiry: enquiryDecider,
  feedback: feedbackDecider,
  garage: garageDecider,
  lead: leadDecider,
  newsletter: newsletterDecider,
  newsletterissue: newsletterIssueDecider,
  pricealert: priceAlertDecider,
  reward: rewardDecider,
  referral: referralDecider,
  savedsearch: savedSearchDecider,
  searchreference: searchReferenceDecider,
};

/** The stream categories an aggregate's decider writes: the ones an auditor can travel back through. */
export const DECIDED_CATEGORIES = Object.keys(DECIDERS).sort();

/** The decider that writes this stream, or undefined for a stream no decider owns (news batches, audit trails). */
export function deciderOfStream(stream: string): AnyDecider | undefined {
  const dash = stream.indexOf('-');
  return dash === -1 ? undefined : DECIDERS[stream.slice(0, dash)];
}
