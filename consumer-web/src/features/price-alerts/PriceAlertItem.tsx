import { useState } from 'react';
import { Link } from '../../ui/Link';
import { formatDoMmmYyyy, mileageLabel, termLabel } from '@lease/domain';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dealPath, vehiclePath } from '../../app/paths';
import { Button } from '../../ui/Button';
import { formatPounds } from '../../ui/format';
import { AlertPriceChart } from './AlertPriceChart';
import type { AlertList, PriceAlert } from './price-alert';
import { alertDealsRequested, priceAlertRemoveRequested } from './price-alert-actions';
import { fetchingDealsFor } from './flow-names';

const monthly = (pounds: number | null, none: string) => (pounds === null ? none : `${formatPounds(pounds)} a month`);
const day = (iso: string) => formatDoMmmYyyy(new Date(iso));

/** The lease the alert watches, in words; a part it leaves open is not mentioned. */
function profileWords({ profile }: PriceAlert): string {
  const parts = [
    profile.leaseType === null ? null : profile.leaseType === 1 ? 'Personal lease' : 'Business lease',
    profile.term === null ? null : termLabel(profile.term),
    profile.mileage === null ? null : `${mileageLabel(profile.mileage)} miles a year`,
    profile.initialPaymentInMonths === null ? null : `${profile.initialPaymentInMonths} months upfront`,
  ];
  return parts.filter(Boolean).join(' · ') || 'Any lease';
}

function triggerWords(alert: PriceAlert): string {
  if (!alert.triggered) return 'Not triggered yet: no drop below your price so far.';
  const price = alert.lastNotifiedPrice === null ? '' : ` to ${formatPounds(alert.lastNotifiedPrice)} a month`;
  return `Triggered: the price dropped${price}${alert.triggeredAt ? ` on ${day(alert.triggeredAt)}` : ''}.`;
}

/** The deals the alert watches, read when asked for (GET /price-alerts/deals), each linking to its page. */
function AlertDeals({ alert, list }: { alert: PriceAlert; list: AlertList }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const flow = useFlow(fetchingDealsFor(alert.vehicleId));
  const combined = useAppSelector((state) => (list === 'active' ? state.locoSpace.activeAlertsWithDeals : state.locoSpace.expiredAlertsWithDeals)[alert.vehicleId]);
  const listId = `alert-deals-${alert.vehicleId}`;
  const toggle = () => {
    if (!open) dispatch(alertDealsRequested({ vehicleId: alert.vehicleId, list }));
    setOpen(!open);
  };
  return (
    <div className="price-alert__deals">
      <Button type="button" variant="ghost" aria-expanded={open} aria-controls={listId} onClick={toggle}>
        {open ? 'Hide its deals' : 'See its deals'}
      </Button>
      <div id={listId} hidden={!open}>
        {flow.loading && <p role="status">Finding the deals…</p>}
        {open && flow.failure && !flow.sending && <p role="alert">{flow.failure.message}</p>}
        {open && combined && !flow.sending && !flow.failure && (
          <ul>
            {combined.deals.map((deal) => (
              <li key={deal.id}>
                <Link to={dealPath(deal)}>
                  {formatPounds(deal.monthlyPayment)} a month, {termLabel(deal.term)}, {mileageLabel(deal.mileage)} miles a year
                </Link>{' '}
                · {formatPounds(deal.totalCost)} in total
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** One alert: what it watches, its target, the best price now and when set, whether it fired, and its chart. */
export function PriceAlertItem({ alert, list, busy }: { alert: PriceAlert; list: AlertList; busy: boolean }) {
  const dispatch = useAppDispatch();
  const { vehicle } = alert;
  const title = `${vehicle.manufacturerName} ${vehicle.rangeName}`;
  return (
    <li className="list-card price-alert">
      <div className="price-alert__body">
        <h2>
          <Link to={vehiclePath({ ...vehicle, vehicleId: alert.vehicleId })}>{title}</Link>
        </h2>
        <p>{vehicle.derivativeName}</p>
        <p>{profileWords(alert)}</p>
        <dl className="fact-rows price-alert__facts">
          <div>
            <dt>Your target</dt>
            <dd>{monthly(alert.targetPrice, 'None: any drop')}</dd>
          </div>
          <div>
            <dt>Best price now</dt>
            <dd>{monthly(alert.currentBest, 'No deals now')}</dd>
          </div>
          <div>
            <dt>Price when set</dt>
            <dd>{monthly(alert.priceWhenSet, 'No deals then')}</dd>
          </div>
        </dl>
        <p className={alert.triggered ? 'price-alert__triggered' : undefined}>{triggerWords(alert)}</p>
        {alert.status === 'expired' && (
          <p>
            Expired{alert.expiredAt ? ` on ${day(alert.expiredAt)}` : ''}: {alert.expiredReason ?? 'this alert no longer runs.'}
          </p>
        )}
        <AlertPriceChart history={alert.history} />
        <AlertDeals alert={alert} list={list} />
      </div>
      <Button
        type="button"
        variant="ghost"
        disabled={busy}
        aria-label={`Remove the price alert on the ${title} ${vehicle.derivativeName}`}
        onClick={() => dispatch(priceAlertRemoveRequested({ vehicleId: alert.vehicleId }))}
      >
        Remove
      </Button>
    </li>
  );
}
