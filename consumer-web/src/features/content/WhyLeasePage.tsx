import { usePageMeta } from '../../app/routes/use-page-meta';
import { ContentBlocks, RichText } from './ContentBlocks';
import { ContentHero } from './ContentHero';
import { table } from './content-types';
import { SearchCallToAction } from './SearchCallToAction';
import { BUYING_SUITS, COMPARISON, LEASE_BENEFITS, LEASE_DRAWBACKS, LEASING_SUITS, type Point } from './why-lease';
import './content.css';

function PointList({ points, tone }: { points: readonly Point[]; tone: 'good' | 'bad' }) {
  return (
    <ul className={`content-points content-points--${tone}`}>
      {points.map((point) => (
        <li key={point.title} className="content-point">
          <h3>{point.title}</h3>
          <p>
            <RichText text={point.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export function WhyLeasePage() {
  usePageMeta({
    title: 'Why lease? The benefits and the drawbacks',
    description:
      'An honest look at leasing a car or van in the UK: fixed costs, new vehicles and no resale risk, against mileage limits, damage charges and never owning it.',
    canonical: '/why-lease',
  });
  return (
    <>
      <ContentHero
        eyebrow="Why lease?"
        title="Why lease? The benefits and the drawbacks"
        lead="Leasing is the simplest way to drive a new car or van for a fixed monthly cost, and it is not right for everyone. Here is the honest case for and against."
      />
      <section className="content-section" aria-labelledby="benefits-heading">
        <div className="container">
          <h2 id="benefits-heading">What leasing does well</h2>
          <PointList points={LEASE_BENEFITS} tone="good" />
        </div>
      </section>
      <section className="content-section content-section--alt" aria-labelledby="drawbacks-heading">
        <div className="container">
          <h2 id="drawbacks-heading">What to weigh up first</h2>
          <PointList points={LEASE_DRAWBACKS} tone="bad" />
        </div>
      </section>
      <section className="content-section" aria-labelledby="comparison-heading">
        <div className="container content-prose content-prose--wide">
          <h2 id="comparison-heading">Leasing, PCP, hire purchase or buying</h2>
          <ContentBlocks blocks={[table(COMPARISON.caption, COMPARISON.head, COMPARISON.rows)]} />
        </div>
      </section>
      <section className="content-section content-section--alt" aria-labelledby="fit-heading">
        <div className="container">
          <h2 id="fit-heading">Is leasing right for you?</h2>
          <div className="content-columns">
            <div>
              <h3>Leasing suits you if</h3>
              <ul>
                {LEASING_SUITS.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3>Buying may suit you better if</h3>
              <ul>
                {BUYING_SUITS.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>
      <SearchCallToAction />
    </>
  );
}
