import { CommandRefused, type Decider } from '../events/decider';
import type { DealSnapshot } from '../leads/deal-snapshot';
import type { EnquiryEvent } from './enquiry-events';

export type EnquiryCommand =
  | {
      type: 'SendEnquiry';
      enquiryReference: string;
      userId: string;
      personId: string;
      deal: DealSnapshot;
      contact: { emailAddress: string | null; phoneNumber: string | null; postcode: string };
    }
  | { type: 'RemoveEnquiry'; userId: string };

export interface EnquiryState {
  enquiryReference: string | null;
  userId: string | null;
  removed: boolean;
}

export const ENQUIRY_NOT_FOUND = 'There is no enquiry with this reference in your list.';

/**
 * One enquiry per stream. Sending again under the same reference (a retry with the same idempotency key) changes
 * nothing. Only its sender can remove it, and to anyone else it does not exist.
 */
export const enquiryDecider: Decider<EnquiryCommand, EnquiryEvent, EnquiryState> = {
  initialState: { enquiryReference: null, userId: null, removed: false },
  evolve: (state, event) => {
    switch (event.type) {
      case 'EnquirySent':
        return { ...state, enquiryReference: event.data.enquiryReference, userId: event.data.userId };
      case 'EnquiryRemoved':
        return { ...state, removed: true };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SendEnquiry':
        if (state.enquiryReference) return [];
        return [
          {
            type: 'EnquirySent',
            data: {
              enquiryReference: command.enquiryReference,
              userId: command.userId,
              personId: command.personId,
              deal: command.deal,
              contact: command.contact,
            },
          },
        ];
      case 'RemoveEnquiry':
        if (!state.enquiryReference || state.userId !== command.userId) {
          throw new CommandRefused('ENQUIRY_NOT_FOUND', ENQUIRY_NOT_FOUND, 404);
        }
        if (state.removed) return [];
        return [{ type: 'EnquiryRemoved', data: { enquiryReference: state.enquiryReference, userId: command.userId } }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
