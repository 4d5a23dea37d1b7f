import { CommandRefused, type Decider } from '../events/decider';
import { UNRETRIABLE_ERRORS, type DeliveryErrorCode, type DeliveryEvent } from './delivery-events';

export type DeliveryCommand =
  | { type: 'RecordDeliveryOutcome'; event: DeliveryEvent }
  /** Staff send a message that failed for good back to the outbox; `afterAttempts` is the count the console showed. */
  | { type: 'RetryDelivery'; messageId: string; staffId: string; afterAttempts: number };

export interface DeliveryState {
  delivered: boolean;
  attempts: number;
  /** The last attempt failed for good: nothing more happens unless staff retry it. */
  dead: boolean;
  lastError: DeliveryErrorCode | null;
  /** The attempt count a staff retry was last asked at: the same request again changes nothing. */
  retriedAfter: number | null;
}

export const DELIVERY_REFUSALS = { delivered: 'DELIVERY_DELIVERED', notDead: 'DELIVERY_NOT_DEAD', unretriable: 'DELIVERY_UNRETRIABLE', changed: 'DELIVERY_CHANGED' } as const;

/**
 * Records each attempt at one outgoing message. Once a message is delivered nothing more is recorded for it, so a
 * worker that lost its claim and sent again cannot make the history say it was delivered twice.
 */
export const deliveryDecider: Decider<DeliveryCommand, DeliveryEvent, DeliveryState> = {
  initialState: { delivered: false, attempts: 0, dead: false, lastError: null, retriedAfter: null },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationDelivered':
      case 'EnquiryDeliveredToSupplier':
        return { ...state, delivered: true, dead: false, attempts: state.attempts + 1 };
      case 'NotificationDeliveryFailed':
      case 'SupplierDeliveryFailed':
        return { ...state, attempts: state.attempts + 1, dead: event.data.permanent, lastError: event.data.errorCode };
      case 'DeliveryRetryRequested':
        return { ...state, dead: false, retriedAfter: event.data.afterAttempts };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    if (command.type === 'RecordDeliveryOutcome') return state.delivered ? [] : [command.event];
    if (state.retriedAfter === command.afterAttempts) return [];
    if (state.delivered) throw new CommandRefused(DELIVERY_REFUSALS.delivered, 'This message was delivered: there is nothing to retry.');
    if (!state.dead) throw new CommandRefused(DELIVERY_REFUSALS.notDead, 'This message has not failed for good: the outbox is still retrying it by itself.');
    if (state.lastError && UNRETRIABLE_ERRORS.includes(state.lastError)) {
      throw new CommandRefused(DELIVERY_REFUSALS.unretriable, `This message failed because ${UNRETRIABLE_MEANING[state.lastError]}: sending it again cannot succeed.`);
    }
    if (state.attempts !== command.afterAttempts) throw new CommandRefused(DELIVERY_REFUSALS.changed, 'This message has changed since the page was loaded: reload it.');
    return [{ type: 'DeliveryRetryRequested', data: { messageId: command.messageId, staffId: command.staffId, afterAttempts: command.afterAttempts } }];
  },
};

const UNRETRIABLE_MEANING: Partial<Record<DeliveryErrorCode, string>> = {
  'person-erased': 'its person was erased',
  'code-expired': 'the code or link it carries expired',
  unsubscribed: 'the subscriber unsubscribed',
};
