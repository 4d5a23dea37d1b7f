import { CommandRefused, type Decider } from '../events/decider';
import type { AlertProfile, PriceAlertEvent } from './events';

// Spec §1 "Set price alerts on vehicles"; the limit and the firing rule are ours (docs/account-space.md).
export const PRICE_ALERT_LIMIT = 200;
/** A target is a monthly price in pounds above 0 and at most this. */
export const PRICE_ALERT_MAX_TARGET = 9999;
export const PRICE_ALERT_EXPIRED_REASONS = { withdrawn: 'This vehicle is no longer offered.' } as const;

export const PRICE_ALERT_REFUSALS = { limit: 'PRICE_ALERT_LIMIT', notFound: 'REMOVING_PRICE_ALERT' } as const;

export type PriceAlertCommand =
  | { type: 'SetPriceAlert'; vehicleId: number; profile: AlertProfile; targetPence: number | null; priceWhenSetPence: number | null }
  | { type: 'RemovePriceAlert'; vehicleId: number }
  | { type: 'NoticePriceDrop'; vehicleId: number; dealId: number; pricePence: number; personId: string | null; recipient: string | null }
  | { type: 'ExpirePriceAlert'; vehicleId: number; reason: string };

export interface AlertState {
  vehicleId: number;
  profile: AlertProfile;
  targetPence: number | null;
  priceWhenSetPence: number | null;
  lastNoticedPence: number | null;
  status: 'active' | 'expired';
}

export interface PriceAlertState {
  alerts: Readonly<Record<number, AlertState>>;
  /** Vehicles this person ever set an alert on: removing one of these again is a repeat, anything else not found. */
  ever: ReadonlySet<number>;
}

const sameProfile = (a: AlertProfile, b: AlertProfile) =>
  a.leaseType === b.leaseType && a.term === b.term && a.mileage === b.mileage && a.initialPaymentInMonths === b.initialPaymentInMonths;

/**
 * The price a new best must come in under to be a drop worth a notice. With a target: at or below the target, and
 * below anything already noticed. Without: below the last price noticed, else the price when the alert was set; an
 * alert set while nothing matched hears of the first deal that does.
 */
export function noticeThreshold(alert: Pick<AlertState, 'targetPence' | 'lastNoticedPence' | 'priceWhenSetPence'>): number {
  if (alert.targetPence !== null) return Math.min(alert.targetPence + 1, alert.lastNoticedPence ?? Infinity);
  return alert.lastNoticedPence ?? alert.priceWhenSetPence ?? Infinity;
}

export function evolvePriceAlerts(state: PriceAlertState, event: PriceAlertEvent): PriceAlertState {
  const alerts = { ...state.alerts };
  const ever = event.type === 'PriceAlertSet' ? new Set(state.ever).add(event.data.vehicleId) : state.ever;
  return { alerts: nextAlerts(alerts, event), ever };
}

function nextAlerts(alerts: Record<number, AlertState>, event: PriceAlertEvent): Record<number, AlertState> {
  switch (event.type) {
    case 'PriceAlertSet': {
      const { vehicleId, profile, targetPence, priceWhenSetPence } = event.data;
      alerts[vehicleId] = { vehicleId, profile, targetPence, priceWhenSetPence, lastNoticedPence: null, status: 'active' };
      return alerts;
    }
    case 'PriceAlertRemoved':
      delete alerts[event.data.vehicleId];
      return alerts;
    case 'PriceDropNoticed': {
      const alert = alerts[event.data.vehicleId];
      if (alert) alerts[event.data.vehicleId] = { ...alert, lastNoticedPence: event.data.pricePence };
      return alerts;
    }
    case 'PriceAlertExpired': {
      const alert = alerts[event.data.vehicleId];
      if (alert) alerts[event.data.vehicleId] = { ...alert, status: 'expired' };
      return alerts;
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/**
 * One stream per person, one alert per vehicle. Setting an alert again with the same profile and target is a
 * retry and changes nothing; with others it starts the alert afresh. A notice is decided here, not by the reactor
 * that asks for it, so a reactor that asks twice (a retry, a restart, a replay) gets one notice: the second finds
 * the price no longer below the threshold.
 */
export const priceAlertDecider: Decider<PriceAlertCommand, PriceAlertEvent, PriceAlertState> = {
  initialState: { alerts: {}, ever: new Set() },
  evolve: evolvePriceAlerts,
  decide: (command, state) => {
    const alert = state.alerts[command.vehicleId];
    switch (command.type) {
      case 'SetPriceAlert': {
        const { vehicleId, profile, targetPence, priceWhenSetPence } = command;
        if (alert?.status === 'active' && sameProfile(alert.profile, profile) && alert.targetPence === targetPence) return [];
        if (!alert && Object.keys(state.alerts).length >= PRICE_ALERT_LIMIT) {
          throw new CommandRefused(PRICE_ALERT_REFUSALS.limit, `You can have at most ${PRICE_ALERT_LIMIT} price alerts. Remove one to add another.`, 409);
        }
        return [{ type: 'PriceAlertSet', data: { vehicleId, profile, targetPence, priceWhenSetPence } }];
      }
      case 'RemovePriceAlert':
        if (!state.ever.has(command.vehicleId)) throw new CommandRefused(PRICE_ALERT_REFUSALS.notFound, 'You have no price alert on this vehicle.', 404);
        return alert ? [{ type: 'PriceAlertRemoved', data: { vehicleId: command.vehicleId } }] : [];
      case 'NoticePriceDrop': {
        if (alert?.status !== 'active' || command.pricePence >= noticeThreshold(alert)) return [];
        const { vehicleId, dealId, pricePence, personId, recipient } = command;
        const previousPence = alert.lastNoticedPence ?? alert.priceWhenSetPence;
        return [{ type: 'PriceDropNoticed', data: { vehicleId, dealId, pricePence, previousPence, targetPence: alert.targetPence, personId, recipient } }];
      }
      case 'ExpirePriceAlert':
        return alert?.status === 'active' ? [{ type: 'PriceAlertExpired', data: { vehicleId: command.vehicleId, reason: command.reason } }] : [];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
