import { useParams, useSearchParams } from '../../app/routing/router';
import { Link } from '../../ui/Link';
import { withQuery } from '../../api/client';
import { PRODUCT_MESSAGES } from '@lease/domain';
import { useAnswerState } from '../../api/use-answer';
import { dealPath } from '../../app/paths';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { FetchFailure } from '../../ui/FetchFailure';
import { formatCount, formatPounds } from '../../ui/format';
import type { Broker, BrokersForVehicle } from './broker-types';
import './brokers.css';

const minutes = (value: number | null) => (value === null ? 'No deliveries yet' : value < 60 ? `${value} minutes` : `${(value / 60).toFixed(1)} hours`);

function BrokerFacts({ broker }: { broker: Broker }) {
  const { stated, measured } = broker;
  return (
    <dl className="broker__facts">
      <div>
        <dt>Fee on every deal (stated)</dt>
        <dd>
          {formatPounds(stated.feeCharged)}
          {stated.documentFee !== null ? ' document fee' : stated.arrangementFee !== null ? ' arrangement fee' : ''}
        </dd>
      </div>
      <div>
        <dt>Cancellation terms (stated)</dt>
        <dd>{stated.cancellationTerms}</dd>
      </div>
      <div>
        <dt>Delivery (stated)</dt>
        <dd>
          {stated.deliveryDays.inStock} days in stock · {stated.deliveryDays.factoryOrder} days to order
        </dd>
      </div>
      <div>
        <dt>Enquiries delivered (measured, {measured.windowDays} days)</dt>
        <dd>{measured.enquiriesSent === 0 ? 'No enquiries yet' : `${formatCount(measured.enquiriesDelivered)} of ${formatCount(measured.enquiriesSent)} (${measured.deliveredShare}%)`}</dd>
      </div>
      <div>
        <dt>Time to reach the broker (measured, median)</dt>
        <dd>{minutes(measured.medianDeliveryMinutes)}</dd>
      </div>
      <div>
        <dt>Time to first response</dt>
        <dd>Not reported by brokers yet</dd>
      </div>
    </dl>
  );
}

function HowMeasured({ broker }: { broker: Broker }) {
  return (
    <details className="broker__how">
      <summary>How we measure this</summary>
      <ul>
        {broker.measured.how.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

/** /brokers: every broker, or (?vehicleId=) the brokers offering one vehicle, side by side with their deals. */
export function BrokersPage() {
  const [query] = useSearchParams();
  const vehicleId = Number(query.get('vehicleId')) || null;
  const leaseType = Number(query.get('leaseType')) === 2 ? 2 : 1;
  usePageMeta({ title: vehicleId ? 'Brokers for this vehicle, side by side' : 'Brokers and leasing companies', description: 'Fees, cancellation terms and delivery times as brokers state them, beside the track record we measure.' });
  const allState = useAnswerState<Broker[]>(vehicleId ? null : '/brokers');
  const forVehicleState = useAnswerState<BrokersForVehicle>(vehicleId ? withQuery('/brokers/compare', { vehicleId, leaseType }) : null);
  const state = vehicleId ? forVehicleState : allState;
  const [all, forVehicle, answer] = [allState.value, forVehicleState.value, state.value];
  return (
    <div className="container brokers">
      <h1>{vehicleId && forVehicle && forVehicle !== 'failed' ? `Brokers for the ${forVehicle.vehicle}` : 'Brokers and leasing companies'}</h1>
      <p>What each broker states (fees, cancellation terms, delivery times) beside what we measure from the enquiries we send them.</p>
      {answer === 'failed' && <FetchFailure message={PRODUCT_MESSAGES.brokerListFetchFailed} onRetry={state.retry} />}
      <p aria-live="polite">{answer === null && state.loadingShown ? 'Loading…' : ''}</p>
      {vehicleId && forVehicle && forVehicle !== 'failed' && (
        <>
          {forVehicle.brokers.length === 0 && <p>No broker offers this vehicle on a {leaseType === 1 ? 'personal' : 'business'} lease today.</p>}
          <ol className="brokers__list" aria-label="Brokers">
            {forVehicle.brokers.map((broker) => (
              <li key={broker.id} className="broker">
                <h2>
                  <Link to={`/brokers/${broker.id}`}>{broker.name}</Link>
                </h2>
                {broker.deal && (
                  <p className="broker__deal">
                    <Link to={dealPath(broker.deal)}>
                      {formatPounds(broker.deal.monthlyPayment)} a month · {formatPounds(broker.deal.totalCost)} in all, fees included
                    </Link>
                  </p>
                )}
                <BrokerFacts broker={broker} />
                <HowMeasured broker={broker} />
              </li>
            ))}
          </ol>
        </>
      )}
      {!vehicleId && all && all !== 'failed' && (
        <ol className="brokers__list" aria-label="Brokers">
          {all.map((broker) => (
            <li key={broker.id} className="broker">
              <h2>
                <Link to={`/brokers/${broker.id}`}>{broker.name}</Link>
              </h2>
              <p>
                {broker.kind} · {formatCount(broker.offer.dealsInForce)} deals on {formatCount(broker.offer.vehiclesOffered)} vehicles
              </p>
              <BrokerFacts broker={broker} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** /brokers/:id: one broker. */
export function BrokerPage() {
  const { id } = useParams();
  const { value: broker, loadingShown } = useAnswerState<Broker>(`/brokers/${Number(id) || 0}`);
  usePageMeta({ title: broker && broker !== 'failed' ? broker.name : 'Broker', description: 'A broker’s stated fees, terms and delivery times, and the track record we measure.' });
  if (broker === 'failed') return <div className="container brokers"><h1>We could not find this broker.</h1><Link to="/brokers">All brokers</Link></div>;
  if (!broker) return <p className="container" aria-live="polite">{loadingShown ? 'Loading…' : ''}</p>;
  return (
    <div className="container brokers">
      <h1>{broker.name}</h1>
      <p>
        {broker.kind} · rated {broker.rating.toFixed(1)} out of 5 · {formatCount(broker.offer.dealsInForce)} deals on {formatCount(broker.offer.vehiclesOffered)} vehicles
      </p>
      <BrokerFacts broker={broker} />
      <HowMeasured broker={broker} />
      <p>
        <Link to="/brokers">All brokers</Link>
      </p>
    </div>
  );
}
