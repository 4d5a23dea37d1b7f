import { NavLink } from '../../ui/Link';

// Spec §2's five sections, and the garage, which the spec keeps (§3, §9) but does not list (docs/decisions.md).
export const ACCOUNT_MENU = [
  { to: '/locospace/account-details', label: 'Account details' },
  { to: '/locospace/garage', label: 'Garage' },
  { to: '/locospace/saved-searches', label: 'Saved searches' },
  { to: '/locospace/enquiries', label: 'Enquiries' },
  { to: '/locospace/refer-a-friend', label: 'Refer a friend' },
  { to: '/locospace/rewards', label: 'Rewards' },
] as const;

export function AccountMenu() {
  return (
    <nav className="account-menu" aria-label="Your account">
      <ul>
        {ACCOUNT_MENU.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
