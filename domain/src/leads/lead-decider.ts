import { CommandRefused, type Decider } from '../events/decider';
import { sameHash } from '../rules/same-hash';
import type { DealSnapshot } from './deal-snapshot';
import type { AlternativeLeadDetails, LeadEvent } from './lead-events';
import {
  CODE_SEND_WINDOW_MS,
  LEAD_REFUSALS,
  LEAD_TTL_MS,
  MAX_CODE_SENDS_PER_HOUR,
  MAX_WRONG_CODE_ATTEMPTS,
  VERIFICATION_CODE_VALIDITY_MS,
  type AlternativeLeadKind,
  type CodeChannel,
  type LeadKind,
} from './lead-rules';

/** A code the handler drew and hashed; the decider sees only the hash. */
export interface IssuedCode {
  codeId: string;
  codeHash: string;
  channel: CodeChannel;
}

type SealedContact = { emailAddress: string; phoneNumber: string; firstName: string; lastName: string };

export type LeadCommand =
  | {
      type: 'RequestCallBack';
      leadReference: string;
      personId: string;
      deal: DealSnapshot;
      contact: SealedContact & { postcode: string };
      tracking: Record<string, string>;
      code: IssuedCode;
    }
  | {
      type: 'RequestAlternativeLead';
      leadReference: string;
      kind: AlternativeLeadKind;
      personId: string;
      details: AlternativeLeadDetails;
      contact: SealedContact;
      tracking: Record<string, string>;
      code: IssuedCode;
    }
  | { type: 'ResendVerificationCode'; code: IssuedCode }
  | {
      type: 'VerifyLead';
      codeHash: string;
      enquiryReference: string;
      marketingCommunicationsEmail: boolean;
      marketingCommunicationsSms: boolean;
      /** Set when the handler has already handed an alternative lead to the leads service. */
      forwardedTo?: string;
    }
  | { type: 'ExpireLead' };

interface CurrentCode {
  codeId: string;
  codeHash: string;
  expiresAt: number;
  failures: number;
}

export interface LeadState {
  leadReference: string | null;
  kind: LeadKind | null;
  personId: string | null;
  /** When the first code went out, which is when the lead was made. */
  requestedAt: number | null;
  status: 'none' | 'awaiting-code' | 'verified' | 'expired';
  code: CurrentCode | null;
  /** When each code was sent, for the hourly limit. */
  sentAt: number[];
  enquiryReference: string | null;
  dealId: number | null;
}

const initialState: LeadState = {
  leadReference: null,
  kind: null,
  personId: null,
  requestedAt: null,
  status: 'none',
  code: null,
  sentAt: [],
  enquiryReference: null,
  dealId: null,
};

function issue(leadReference: string, code: IssuedCode, now: Date): LeadEvent {
  return {
    type: 'VerificationCodeIssued',
    data: {
      leadReference,
      codeId: code.codeId,
      codeHash: code.codeHash,
      channel: code.channel,
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_VALIDITY_MS).toISOString(),
    },
  };
}

const isPastTtl = (state: LeadState, now: Date) =>
  state.status === 'awaiting-code' && state.requestedAt !== null && now.getTime() - state.requestedAt > LEAD_TTL_MS;

/**
 * One lead per stream. A request carries its first code. Verification compares keyed hashes; each wrong guess is
 * an event, so the attempt limit holds across processes: concurrent guesses append at the revision they read and
 * the losers decide again on the newer count. Commands on a lead past its day expire it first.
 */
export const leadDecider: Decider<LeadCommand, LeadEvent, LeadState> = {
  initialState,
  evolve: (state, event) => {
    switch (event.type) {
      case 'CallBackRequested':
        return {
          ...state,
          leadReference: event.data.leadReference,
          kind: 'call-back',
          personId: event.data.personId,
          status: 'awaiting-code',
          dealId: event.data.deal.dealId,
        };
      case 'AlternativeLeadRequested':
        return {
          ...state,
          leadReference: event.data.leadReference,
          kind: event.data.kind,
          personId: event.data.personId,
          status: 'awaiting-code',
        };
      case 'VerificationCodeIssued': {
        const sent = Date.parse(event.data.expiresAt) - VERIFICATION_CODE_VALIDITY_MS;
        return {
          ...state,
          requestedAt: state.requestedAt ?? sent,
          code: { codeId: event.data.codeId, codeHash: event.data.codeHash, expiresAt: Date.parse(event.data.expiresAt), failures: 0 },
          sentAt: [...state.sentAt, sent],
        };
      }
      case 'VerificationFailed':
        return state.code && state.code.codeId === event.data.codeId
          ? { ...state, code: { ...state.code, failures: state.code.failures + 1 } }
          : state;
      case 'LeadVerified':
        return { ...state, status: 'verified', enquiryReference: event.data.enquiryReference, code: null };
      case 'LeadExpired':
        return { ...state, status: 'expired', code: null };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state, { now }) => {
    switch (command.type) {
      case 'RequestCallBack':
        // The same idempotency key lands on the same stream: a retried request changes nothing.
        if (state.status !== 'none') return [];
        return [
          {
            type: 'CallBackRequested',
            data: {
              leadReference: command.leadReference,
              personId: command.personId,
              deal: command.deal,
              contact: command.contact,
              tracking: command.tracking,
            },
          },
          issue(command.leadReference, command.code, now),
        ];
      case 'RequestAlternativeLead':
        if (state.status !== 'none') return [];
        return [
          {
            type: 'AlternativeLeadRequested',
            data: {
              leadReference: command.leadReference,
              kind: command.kind,
              personId: command.personId,
              details: command.details,
              contact: command.contact,
              tracking: command.tracking,
            },
          },
          issue(command.leadReference, command.code, now),
        ];
      case 'ResendVerificationCode': {
        const reference = refuseUnlessOpen(state);
        if (isPastTtl(state, now)) return [{ type: 'LeadExpired', data: { leadReference: reference } }];
        const recent = state.sentAt.filter((sent) => now.getTime() - sent < CODE_SEND_WINDOW_MS);
        if (recent.length >= MAX_CODE_SENDS_PER_HOUR) throw new CommandRefused('TOO_MANY_CODES', LEAD_REFUSALS.tooManySends, 429);
        return [issue(reference, command.code, now)];
      }
      case 'VerifyLead': {
        // A retried verification answers with the enquiry it already made.
        if (state.status === 'verified') return [];
        const reference = refuseUnlessOpen(state);
        if (isPastTtl(state, now)) return [{ type: 'LeadExpired', data: { leadReference: reference } }];
        const code = state.code;
        if (!code || now.getTime() > code.expiresAt) throw new CommandRefused('CODE_EXPIRED', LEAD_REFUSALS.codeExpired, 422);
        if (code.failures >= MAX_WRONG_CODE_ATTEMPTS) throw new CommandRefused('TOO_MANY_ATTEMPTS', LEAD_REFUSALS.tooManyAttempts, 429);
        if (!sameHash(code.codeHash, command.codeHash)) {
          return [{ type: 'VerificationFailed', data: { leadReference: reference, codeId: code.codeId, attempt: code.failures + 1 } }];
        }
        const verified: LeadEvent = {
          type: 'LeadVerified',
          data: {
            leadReference: reference,
            enquiryReference: command.enquiryReference,
            marketingCommunicationsEmail: command.marketingCommunicationsEmail,
            marketingCommunicationsSms: command.marketingCommunicationsSms,
            forwardedTo: command.forwardedTo ?? null,
          },
        };
        return [verified];
      }
      case 'ExpireLead': {
        if (state.status !== 'awaiting-code' || !isPastTtl(state, now)) return [];
        return [{ type: 'LeadExpired', data: { leadReference: state.leadReference! } }];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

/** The lead's reference, or a refusal when there is no lead to act on. */
function refuseUnlessOpen(state: LeadState): string {
  if (state.status === 'none' || !state.leadReference) throw new CommandRefused('LEAD_NOT_FOUND', LEAD_REFUSALS.notFound, 404);
  if (state.status === 'expired') throw new CommandRefused('LEAD_EXPIRED', LEAD_REFUSALS.expired, 410);
  if (state.status === 'verified') throw new CommandRefused('LEAD_ALREADY_VERIFIED', LEAD_REFUSALS.alreadyVerified, 409);
  return state.leadReference;
}
