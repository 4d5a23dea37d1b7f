import { Link } from '../../ui/Link';
import { authModalOpened, selectAvatar, selectIsAuthenticated, selectUserName } from '../../features/user/user-slice';
import { Avatar } from '../../ui/Avatar';
import { Logo } from '../../ui/Logo';
// The header's call to action is a button-styled link, on every page: its styles load with the layout, not with
// whichever page happens to use a Button first.
import '../../ui/button.css';
import { useAppDispatch, useAppSelector, useClock } from '../hooks';
import { type BannerTheme, bannerThemeFor } from '../banner/banner-theme';

const NAV = [
  { href: '/car-leasing/search', label: 'Cars' },
  { href: '/van-leasing/search', label: 'Vans' },
  { href: '/electric-car-leasing', label: 'Electric' },
  { href: '/business-leasing', label: 'Business' },
] as const;

const BANNER_TEXT: Record<BannerTheme, string> = {
  default: 'Every UK lease deal with its total cost, price history and score',
  halloween: 'Halloween deals: no tricks, just the total cost of every lease',
  'black-friday': 'Black Friday week: see which lease prices really dropped',
  christmas: 'Christmas deals: compare lease prices before the new year',
};

/** One line, like the others, so the header keeps its height when the answer arrives. */
const LOCO_DAY_TEXT = 'It’s Loco Day: look out for lease deals that score Loco (90 and over)';

/**
 * The slim strip above the header; its theme follows the UK calendar (spec §2), and on a Loco Day (GET
 * /api/is-loco-day, asked at start) it says so.
 */
export function SiteBanner({ theme, isLocoDay = false }: { theme: BannerTheme; isLocoDay?: boolean }) {
  return (
    <div className={`site-banner site-banner--${theme}${isLocoDay ? ' site-banner--loco-day' : ''}`} data-theme={theme}>
      <p className="container site-banner__inner">{isLocoDay ? LOCO_DAY_TEXT : BANNER_TEXT[theme]}</p>
    </div>
  );
}

/**
 * Saved deals are a visit's shortlist: the header says how many, on every page. A signed-in person's are their
 * account's garage, counted once a page has read it (the Save for later buttons, the garage itself): the header
 * does not read it on every page.
 */
function SavedLink() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const count = useAppSelector((state) =>
    signedIn ? (state.locoSpace.garageKeys?.length ?? state.locoSpace.garage?.pagination.total ?? 0) : state.locoSpace.savedDeals.length,
  );
  return (
    <Link to={signedIn ? '/locospace/garage' : '/saved'} className="site-header__saved">
      Saved<span className="visually-hidden"> deals</span>
      {count > 0 && <span className="site-header__count"> ({count})</span>}
    </Link>
  );
}

/**
 * Signed out: "Sign in", which opens the sign-in step (with the way to sign up). Signed in: their picture (spec §3
 * `avatar`) and name, and "Sign out".
 */
function AccountLinks() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const userName = useAppSelector(selectUserName);
  const avatar = useAppSelector(selectAvatar);
  if (!signedIn) {
    return (
      <button type="button" className="site-header__sign-in" onClick={() => dispatch(authModalOpened({ step: 'login' }))}>
        Sign in
      </button>
    );
  }
  return (
    <div className="site-header__account">
      <Link to="/locospace/account-details">
        {avatar && <Avatar src={avatar} name={userName} size={28} className="site-header__avatar" />}
        {userName ?? 'Your account'}
        {userName && <span className="visually-hidden"> (your account)</span>}
      </Link>
      <Link to="/logout">Sign out</Link>
    </div>
  );
}

export function SiteHeader() {
  const now = useClock()();
  const isLocoDay = useAppSelector((state) => state.system.isLocoDay);
  return (
    <header className="site-header">
      <SiteBanner theme={bannerThemeFor(new Date(now))} isLocoDay={isLocoDay} />
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand">
          <Logo />
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <SavedLink />
        <AccountLinks />
        <a className="button button--ghost site-header__cta" href="/#newsletter">
          Deal alerts
        </a>
      </div>
    </header>
  );
}
