import { NewsletterSignUp } from '../../features/newsletter/NewsletterSignUp';
import { HomeDeals } from '../../features/search/HomeDeals';
import { TrendingDeals } from '../../features/search/TrendingDeals';
import { AiSearchBox } from '../../features/search/AiSearchBox';
import { usePageMeta } from './use-page-meta';
import { Link } from '../../ui/Link';
import { Icon, type IconName } from '../../ui/Icon';
import { ExampleDeal } from './ExampleDeal';
import { TrustScore } from '../../ui/TrustScore';
import './home.css';

const PROMISES = ['The total cost of every deal, shown', 'The price history of every deal', 'A deal score with a public formula'] as const;

const BENEFITS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'total',
    title: 'Total cost, up front',
    text: 'Initial payment, every monthly payment and the fees, added up. Compare what you will actually pay, not just the monthly figure.',
  },
  {
    icon: 'history',
    title: 'Price history for every deal',
    text: "See how a deal's price has moved over the last month, six months or year, and know whether today's price is a good one.",
  },
  {
    icon: 'score',
    title: 'A score you can check',
    text: 'Each deal is scored from 0 to 100 against comparable offers for the same lease. We publish the formula, so nothing is hidden.',
  },
  {
    icon: 'van',
    title: 'Cars and vans, personal or business',
    text: 'Business prices are shown without VAT and personal prices with it, so you always compare like with like.',
  },
];

export function HomePage() {
  usePageMeta({
    title: 'Compare every UK car and van lease deal',
    description: 'Compare UK car and van lease deals with the total cost of every deal shown, its price history and a deal score whose formula is public.',
    canonical: '/',
  });
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">UK car and van leasing, compared</p>
            <h1 id="hero-heading">Every lease deal, with nothing left out</h1>
            <p className="hero__lead">
              Compare personal and business lease deals from UK suppliers and brokers, and see what each one really costs before you enquire.
            </p>
            <ul className="hero__promises">
              {PROMISES.map((promise) => (
                <li key={promise}>
                  <Icon name="check" />
                  {promise}
                </li>
              ))}
            </ul>
            <TrustScore />
            <AiSearchBox />
            <div className="hero__actions">
              <Link className="button button--accent" to="/car-leasing/search">
                Search car deals
              </Link>
              <Link className="button button--ghost" to="/van-leasing/search">
                Search van deals
              </Link>
            </div>
          </div>
          <ExampleDeal />
        </div>
      </section>

      <section className="home-section" aria-label="Today's deals">
        <HomeDeals />
      </section>

      <div className="home-section">
        <TrendingDeals />
      </div>

      <section className="home-section" aria-labelledby="benefits-heading">
        <div className="container">
          <h2 id="benefits-heading" className="home-section__title">
            Leasing, made easy to compare
          </h2>
          <ul className="benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="benefit">
                <span className="benefit__icon">
                  <Icon name={benefit.icon} />
                </span>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="newsletter" className="home-section home-section--tight" aria-labelledby="newsletter-heading">
        <div className="container">
          <NewsletterSignUp />
        </div>
      </section>
    </>
  );
}
