import { Link } from '../../../ui/Link';

/** Previous and next pages of the list, as links, so a page has an address and the back button works. */
export function EnquiryPager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="account-enquiries__pager" aria-label="Enquiry pages">
      {page > 1 && <Link to={`?page=${page - 1}`}>Newer enquiries</Link>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && <Link to={`?page=${page + 1}`}>Older enquiries</Link>}
    </nav>
  );
}
