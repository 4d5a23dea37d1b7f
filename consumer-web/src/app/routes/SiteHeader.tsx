import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';

const NAV = [
  { href: '/car-leasing/search', label: 'Cars' },
  { href: '/van-leasing/search', label: 'Vans' },
  { href: '/electric-car-leasing', label: 'Electric' },
  { href: '/business-leasing', label: 'Business' },
] as const;

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand">
          <Logo />
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="button button--ghost site-header__cta" href="/#newsletter">
          Deal alerts
        </a>
      </div>
    </header>
  );
}
