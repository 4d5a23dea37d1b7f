import { formatDoMmmYyyy } from '@lease/domain';
import { formatPounds } from '../../ui/format';
import type { PriceAlert } from './price-alert';

const WIDTH = 160;
const HEIGHT = 40;
const PAD = 3;

/** What the line draws, in words, for everyone: where the best price started, where it is, and its lowest. */
export function chartSummary(history: PriceAlert['history']): string {
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return 'No prices recorded in the last 90 days.';
  const day = (date: string) => formatDoMmmYyyy(new Date(date));
  if (history.length === 1) return `Best price ${formatPounds(first.price)} a month on ${day(first.date)}.`;
  const lowest = history.reduce((best, point) => (point.price < best.price ? point : best));
  return `Best price ${formatPounds(first.price)} a month on ${day(first.date)}, ${formatPounds(last.price)} on ${day(last.date)}; lowest ${formatPounds(lowest.price)} on ${day(lowest.date)}.`;
}

/** The best matching price by UK day, the last 90 days: a small line beside the alert, its summary in words. */
export function AlertPriceChart({ history }: { history: PriceAlert['history'] }) {
  const summary = chartSummary(history);
  if (history.length < 2) return <p className="alert-chart__summary">{summary}</p>;
  const times = history.map((point) => Date.parse(point.date));
  const prices = history.map((point) => point.price);
  const [start, end] = [Math.min(...times), Math.max(...times)];
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (time: number) => PAD + ((time - start) / Math.max(end - start, 1)) * (WIDTH - 2 * PAD);
  const y = (price: number) => PAD + ((high - price) / Math.max(high - low, 1)) * (HEIGHT - 2 * PAD);
  const points = history.map((point, index) => `${x(times[index]!).toFixed(1)},${y(point.price).toFixed(1)}`).join(' ');
  return (
    <figure className="alert-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} aria-hidden="true" focusable="false">
        <polyline points={points} className="alert-chart__line" />
      </svg>
      <figcaption className="alert-chart__summary">{summary}</figcaption>
    </figure>
  );
}
