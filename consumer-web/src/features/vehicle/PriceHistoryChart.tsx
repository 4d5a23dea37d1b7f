import { useId } from 'react';
import { GRAPH_PERIODS, type GraphPeriod } from '@lease/domain';
import { useAppDispatch, useAppSelector, useClock } from '../../app/hooks';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { selectIsLoading } from '../loader/loader-slice';
import { FetchFailure } from '../../ui/FetchFailure';
import { formatDate, formatPounds, formatWholePounds } from '../../ui/format';
import { FETCHING_HISTORICAL_PRICE_DATA } from './vehicle-saga';
import { historyPeriodChanged } from './vehicle-slice';
import type { PriceHistory } from './vehicle-types';
import './price-history.css';
import '../../ui/controls.css';

const PERIOD_NAMES: Record<GraphPeriod, string> = { '1M': 'Last month', '6M': 'Last 6 months', '1Y': 'Last year' };
const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 28, left: 56 };

type Point = { time: number; price: number };

/** A step line: a price holds until the next change, and the last one holds until today. */
function steps(points: Point[], until: number): Point[] {
  const drawn: Point[] = [];
  points.forEach((point, index) => {
    const previous = points[index - 1];
    if (previous) drawn.push({ time: point.time, price: previous.price });
    drawn.push(point);
  });
  const last = points.at(-1);
  if (last && until > last.time) drawn.push({ time: until, price: last.price });
  return drawn;
}

function Chart({ history, now }: { history: PriceHistory; now: number }) {
  const points = history.points.filter((point) => point.monthlyPayment !== null).map((point) => ({ time: Date.parse(point.date), price: point.monthlyPayment! }));
  const drawn = steps(points, now);
  const first = drawn[0]!;
  const prices = drawn.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const spread = Math.max(high - low, 1);
  const x = (time: number) => PAD.left + ((time - first.time) / Math.max(now - first.time, 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (price: number) => PAD.top + ((high + spread * 0.1 - price) / (spread * 1.2)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = drawn.map((point) => `${x(point.time).toFixed(1)},${y(point.price).toFixed(1)}`).join(' ');
  return (
    <svg className="price-history__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-hidden="true" focusable="false">
      {[high, low].map((price) => (
        <g key={price}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(price)} y2={y(price)} className="price-history__grid" />
          <text x={PAD.left - 6} y={y(price) + 4} textAnchor="end" className="price-history__axis">
            {formatWholePounds(price)}
          </text>
        </g>
      ))}
      <text x={PAD.left} y={HEIGHT - 8} className="price-history__axis">
        {formatDate(new Date(first.time).toISOString())}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="price-history__axis">
        Today
      </text>
      <polyline points={line} className="price-history__line" />
    </svg>
  );
}

/** Says in words what the chart draws, for everyone: where the price started, where it is, and its lowest. */
function summary(history: PriceHistory): string {
  const priced = history.points.filter((point) => point.monthlyPayment !== null);
  const first = priced[0];
  const last = priced.at(-1);
  if (!first || !last) return 'No prices recorded in this period.';
  if (priced.length === 1) return `${formatPounds(first.monthlyPayment!)} a month throughout, with no change.`;
  const lowest = priced.reduce((best, point) => (point.monthlyPayment! < best.monthlyPayment! ? point : best));
  const change = last.monthlyPayment! - first.monthlyPayment!;
  const direction = change === 0 ? 'unchanged overall' : `${change < 0 ? 'down' : 'up'} ${formatPounds(Math.abs(change))} a month`;
  return `${formatPounds(first.monthlyPayment!)} a month on ${formatDate(first.date)}, ${formatPounds(last.monthlyPayment!)} now: ${direction}. Lowest ${formatPounds(lowest.monthlyPayment!)} on ${formatDate(lowest.date)}; ${priced.length - 1} price ${priced.length === 2 ? 'change' : 'changes'}.`;
}

/** Price history (spec §2, periods of §9): every change of this deal's monthly price, from the event log. */
export function PriceHistoryChart() {
  const dispatch = useAppDispatch();
  const now = useClock()();
  const id = useId();
  const period = useAppSelector((state) => state.vehicle.historyPeriod);
  const history = useAppSelector((state) => state.vehicle.priceHistory);
  const loading = useAppSelector((state) => selectIsLoading(state, FETCHING_HISTORICAL_PRICE_DATA));
  const failure = failureOf(useAppSelector((state) => selectErrorEntry(state, FETCHING_HISTORICAL_PRICE_DATA)));
  const shown = history && history.period === period ? history : null;

  return (
    <section className="price-history" aria-labelledby={`${id}-heading`} aria-busy={loading}>
      <div className="price-history__head">
        <h2 id={`${id}-heading`}>Price history</h2>
        <div className="segmented" role="group" aria-label="Period">
          {GRAPH_PERIODS.map((option) => (
            <button key={option} type="button" aria-pressed={option === period} title={PERIOD_NAMES[option]} onClick={() => dispatch(historyPeriodChanged(option))}>
              {option}
            </button>
          ))}
        </div>
      </div>
      {shown ? (
        <>
          {shown.points.some((point) => point.monthlyPayment !== null) && <Chart history={shown} now={now} />}
          <p className="price-history__summary" aria-live="polite">
            {PERIOD_NAMES[period]}: {summary(shown)}
          </p>
        </>
      ) : failure ? (
        <FetchFailure message={failure.message} onRetry={() => dispatch(historyPeriodChanged(period))} />
      ) : (
        // Spec §9: the words only past the loader delay; the line keeps its place meanwhile.
        <p className="price-history__summary">{loading ? 'Loading the price history…' : '\u00a0'}</p>
      )}
    </section>
  );
}
