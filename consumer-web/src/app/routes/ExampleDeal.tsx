import { formatWholePounds as pounds } from '../../ui/format';

// An illustration of what every deal on the site carries. The figures are made up but add up: total cost is
// monthly × (initial months + term − 1) + document fee, as the site computes it (spec §9).
const MONTHLY = 289;
const INITIAL_MONTHS = 9;
const TERM = 36;
const DOCUMENT_FEE = 199;
const HISTORY = [313, 309, 311, 304, 298, 301, 294, 289];


function Sparkline() {
  const width = 220;
  const height = 56;
  const min = Math.min(...HISTORY);
  const max = Math.max(...HISTORY);
  const points = HISTORY.map((price, index) => {
    const x = (index / (HISTORY.length - 1)) * width;
    const y = 6 + ((max - price) / (max - min)) * (height - 12);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  return (
    <svg className="example-deal__sparkline" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

export function ExampleDeal() {
  const initialPayment = MONTHLY * INITIAL_MONTHS;
  const remaining = MONTHLY * (TERM - 1);
  const total = initialPayment + remaining + DOCUMENT_FEE;
  const drop = (HISTORY[0] ?? MONTHLY) - MONTHLY;

  return (
    <figure className="example-deal">
      <figcaption className="example-deal__label">
        Example deal
      </figcaption>
      <div className="example-deal__head">
        <div>
          <p className="example-deal__title">Compact electric SUV</p>
          <p className="example-deal__profile">
            Personal lease · {TERM} months · 8,000 miles a year
          </p>
        </div>
        <p className="example-deal__score">
          <span className="visually-hidden">Deal score </span>
          <span className="example-deal__score-value">91</span>
          <span className="visually-hidden"> out of 100: </span>
          <span className="example-deal__score-band">Amazing</span>
        </p>
      </div>
      <p className="example-deal__price">
        {pounds(MONTHLY)}
        <span> a month</span>
      </p>
      <dl className="example-deal__costs">
        <div>
          <dt>Initial payment ({INITIAL_MONTHS} months)</dt>
          <dd>{pounds(initialPayment)}</dd>
        </div>
        <div>
          <dt>Then {TERM - 1} monthly payments</dt>
          <dd>{pounds(remaining)}</dd>
        </div>
        <div>
          <dt>Document fee</dt>
          <dd>{pounds(DOCUMENT_FEE)}</dd>
        </div>
        <div className="example-deal__total">
          <dt>Total cost</dt>
          <dd>{pounds(total)}</dd>
        </div>
      </dl>
      <div className="example-deal__history">
        <p>
          <strong>Price history</strong> · down {pounds(drop)} a month since 6 months ago
        </p>
        <Sparkline />
      </div>
    </figure>
  );
}
