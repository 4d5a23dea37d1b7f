import type { Decider } from '../events/decider';
import type { DeliveryEvent } from './delivery-events';

export type DeliveryCommand = { type: 'RecordDeliveryOutcome'; event: DeliveryEvent };

export interface DeliveryState {
  delivered: boolean;
  attempts: number;
}

/**
 * Records each attempt at one outgoing message. Once a message is delivered nothing more is recorded for it, so a
 * worker that lost its claim and sent again cannot make the history say it was delivered twice.
 */
export const deliveryDecider: Decider<DeliveryCommand, DeliveryEvent, DeliveryState> = {
  initialState: { delivered: false, attempts: 0 },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationDelivered':
      case 'EnquiryDeliveredToSupplier':
        return { delivered: true, attempts: state.attempts + 1 };
      case 'NotificationDeliveryFailed':
      case 'SupplierDeliveryFailed':
        return { ...state, attempts: state.attempts + 1 };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => (state.delivered ? [] : [command.event]),
};
