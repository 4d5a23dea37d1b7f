import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

/**
 * What a first visit paints while its page's chunk loads: the header and footer at once, so the layout does
 * not jump when the page arrives, and a status for screen readers.
 */
export function PageShell() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <div className="container page-loading">
          <p className="visually-hidden" role="status">
            Loading the page…
          </p>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
