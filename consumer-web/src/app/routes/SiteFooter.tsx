import { ukDay } from '@lease/domain';
import { VersionNote } from '../../features/system/VersionNote';
import { cookieSettingsRequested } from '../analytics/consent-actions';
import { useAppDispatch, useClock } from '../hooks';
import { BRAND_NAME, Logo } from '../../ui/Logo';
import { FOOTER_GROUPS } from './footer-links';
import { TrustScore } from '../../ui/TrustScore';

export function SiteFooter() {
  const now = useClock()();
  const dispatch = useAppDispatch();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__about">
            <Logo />
            <p>Every UK car and van lease deal with its total cost, its price history and a score whose formula is public.</p>
            <TrustScore />
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.heading} className="site-footer__group" aria-label={group.heading}>
              <h2>{group.heading}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__bottom">
          <p>
            © {ukDay(new Date(now)).year} {BRAND_NAME}. Business prices exclude VAT; personal prices include it.
          </p>
          {/* Where a visitor changes their mind about cookies at any time (the banner asks only once). */}
          <button type="button" className="site-footer__cookies" onClick={() => dispatch(cookieSettingsRequested())}>
            Cookie settings
          </button>
          <VersionNote className="site-footer__version" />
        </div>
      </div>
    </footer>
  );
}
