import { Link } from './Link';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** Names the navigation and its links: "Saved search pages", "Newer", "Older". */
  label: string;
  previous: string;
  next: string;
  /** Other query values the pages keep (a sort order). */
  keep?: Record<string, string>;
}

/** Previous and next pages of a person's list, as links, so a page has an address and the back button works. */
export function ListPager({ page, pageSize, total, label, previous, next, keep = {} }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const to = (target: number) => `?${new URLSearchParams({ ...keep, page: String(target) }).toString()}`;
  return (
    <nav className="list-pager" aria-label={label}>
      {page > 1 && <Link to={to(page - 1)}>{previous}</Link>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && <Link to={to(page + 1)}>{next}</Link>}
    </nav>
  );
}

/** A page number from the address: a whole number from 1, else the first page. */
export const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
