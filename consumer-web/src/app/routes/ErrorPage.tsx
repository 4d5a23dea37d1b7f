import { Link } from '../../ui/Link';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

/** Shown instead of the router's developer screen when a page fails to render. */
export function ErrorPage() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="site-main">
        <section className="status-page" aria-labelledby="status-heading">
          <div className="container status-page__inner">
            <h1 id="status-heading">Something went wrong on our side</h1>
            <p className="status-page__lead">Please reload the page. If it keeps happening, try again in a few minutes.</p>
            <div className="status-page__actions">
              <Link className="button button--primary" to="/" reloadDocument>
                Back to the home page
              </Link>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
