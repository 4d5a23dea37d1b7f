import { Link } from '../../ui/Link';
import { usePageMeta } from './use-page-meta';

export function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'This page does not exist. Search today’s car and van lease deals instead.' });
  return (
    <section className="status-page" aria-labelledby="status-heading">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="status-heading">We can't find that page</h1>
        <p className="status-page__lead">The link may be old, or the deal may have ended. Deals change every day, so a fresh search is the quickest way back.</p>
        <div className="status-page__actions">
          <Link className="button button--primary" to="/car-leasing/search">
            Search car deals
          </Link>
          <Link className="button button--ghost status-page__home" to="/">
            Go to the home page
          </Link>
        </div>
      </div>
    </section>
  );
}
