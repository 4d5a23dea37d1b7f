import { RouteChangeWatcher } from '../../features/system/RouteChangeWatcher';
import { AuthModalSlot } from '../../features/auth/AuthModalSlot';
import { BenefitsModalSlot } from '../../features/system/BenefitsModalSlot';
import { PageOutlet } from './PageOutlet';
import { ScrollRestorer } from './ScrollRestorer';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <PageOutlet />
      </main>
      <SiteFooter />
      <AuthModalSlot />
      <BenefitsModalSlot />
      <RouteChangeWatcher />
      <ScrollRestorer />
    </>
  );
}
