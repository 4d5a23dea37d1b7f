import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useSearchParams } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import '../../ui/fact-rows.css';
import '../../ui/list-card.css';
import type { AlertList } from './price-alert';
import { priceAlertsShown } from './price-alert-actions';
import { FETCHING_ACTIVE_PRICE_ALERTS_LIST, FETCHING_EXPIRED_PRICE_ALERTS_LIST, REMOVING_PRICE_ALERT } from './flow-names';
import { PriceAlertItem } from './PriceAlertItem';
import './price-alerts.css';

const TABS: { list: AlertList; label: string; empty: string }[] = [
  { list: 'active', label: 'Active', empty: 'No active price alerts. Set one on any deal and we’ll email you when its price drops.' },
  { list: 'expired', label: 'Expired', empty: 'No expired price alerts.' },
];

/**
 * Spec §2 price-alerts: the active and expired alerts on two tabs. The lists are read when shown unless read within
 * spec §9's freshness window; removing an alert takes it off every list at once (spec §4).
 */
export function PriceAlertsPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const current: AlertList = params.get('tab') === 'expired' ? 'expired' : 'active';
  const lists = { active: useAppSelector((state) => state.locoSpace.activePriceAlerts), expired: useAppSelector((state) => state.locoSpace.expiredPriceAlerts) };
  const reads = { active: useFlow(FETCHING_ACTIVE_PRICE_ALERTS_LIST), expired: useFlow(FETCHING_EXPIRED_PRICE_ALERTS_LIST) };
  const removing = useFlow(REMOVING_PRICE_ALERT);
  const tabs = useRef<Record<AlertList, HTMLButtonElement | null>>({ active: null, expired: null });
  usePageMeta({ title: 'Your price alerts', description: 'The cars and vans you asked us to watch, and whether their prices dropped.' });

  useEffect(() => {
    dispatch(priceAlertsShown());
  }, [dispatch]);

  const choose = (list: AlertList) => setParams(list === 'active' ? {} : { tab: list }, { replace: true });
  // Arrow keys move between the two tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const other: AlertList = current === 'active' ? 'expired' : 'active';
    choose(other);
    tabs.current[other]?.focus();
  };

  const read = reads[current];
  const alerts = lists[current];
  const tab = TABS.find((entry) => entry.list === current)!;

  return (
    <section className="price-alerts" aria-labelledby="loco-space-heading">
      <h1 id="loco-space-heading">Your price alerts</h1>
      {removing.failure && !removing.sending && (
        <p className="form-alert" role="alert">
          {removing.failure.message}
        </p>
      )}
      <div role="tablist" aria-label="Price alerts" className="price-alerts__tabs" onKeyDown={onKeyDown}>
        {TABS.map(({ list, label }) => (
          <button
            key={list}
            ref={(element) => {
              tabs.current[list] = element;
            }}
            type="button"
            role="tab"
            id={`price-alerts-tab-${list}`}
            aria-selected={current === list}
            aria-controls="price-alerts-panel"
            tabIndex={current === list ? 0 : -1}
            onClick={() => choose(list)}
          >
            {label} ({lists[list].length})
          </button>
        ))}
      </div>
      <div role="tabpanel" id="price-alerts-panel" aria-labelledby={`price-alerts-tab-${current}`}>
        <p className="form-status" role="status" aria-live="polite">
          {read.loading ? 'Loading your price alerts…' : removing.sending ? 'Removing the price alert…' : ''}
        </p>
        {read.failure && !read.sending && (
          <p className="form-alert" role="alert">
            {read.failure.message}
          </p>
        )}
        {alerts.length > 0 ? (
          <ol className="list-cards">
            {alerts.map((alert) => (
              <PriceAlertItem key={alert.vehicleId} alert={alert} list={current} busy={removing.sending} />
            ))}
          </ol>
        ) : (
          !read.sending &&
          !read.failure && (
            <p>
              {tab.empty} {current === 'active' && <Link to="/car-leasing/search">Find a deal</Link>}
            </p>
          )
        )}
      </div>
    </section>
  );
}
