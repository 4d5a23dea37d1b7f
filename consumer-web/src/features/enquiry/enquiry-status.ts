import type { RootState } from '../../app/store';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { selectIsPending } from '../loader/loader-slice';
import { selectHasEnquired } from '../user/user-slice';
import { SENDING_ENQUIRY } from './flow-names';

/**
 * Spec §4 "Enquiry status" for one deal, read from the flow's loader and error and the user's enquired deals.
 * The spec's 'verify' and 'verified' belong to leads, which have their own status: an enquiry is sent under a
 * signed-in account and needs no code.
 */
export type EnquiryStatus = 'not-sent' | 'sending' | 'sent' | 'error';

export function selectEnquiryStatus(state: RootState, dealId: number): EnquiryStatus {
  if (selectIsPending(state, SENDING_ENQUIRY)) return 'sending';
  if (failureOf(selectErrorEntry(state, SENDING_ENQUIRY))) return 'error';
  return selectHasEnquired(state, dealId) ? 'sent' : 'not-sent';
}
