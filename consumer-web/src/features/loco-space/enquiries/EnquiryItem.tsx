import { Link } from '../../../ui/Link';
import { mileageLabel, termLabel } from '@lease/domain';
import { dealPath } from '../../../app/paths';
import { useAppDispatch } from '../../../app/hooks';
import '../../../ui/list-card.css';
import { Button } from '../../../ui/Button';
import { formatDate, formatPounds } from '../../../ui/format';
import { savedEnquiryRemoveRequested } from '../account-actions';
import type { SavedEnquiry } from './saved-enquiry';

/** The deal's page as the enquiry knew it; the page says if the supplier no longer offers it. */
const pathOf = ({ deal }: SavedEnquiry) =>
  dealPath({ ...deal, id: deal.dealId, manufacturerName: deal.manufacturer, rangeName: deal.model, derivativeName: deal.derivative });

/** One enquiry: its reference, the deal as it was when asked about, and when. */
export function EnquiryItem({ enquiry, busy }: { enquiry: SavedEnquiry; busy: boolean }) {
  const dispatch = useAppDispatch();
  const { deal } = enquiry;
  const title = `${deal.manufacturer} ${deal.model}`;
  return (
    <li className="list-card">
      <div>
        <h2>
          <Link to={pathOf(enquiry)}>{title}</Link>
        </h2>
        <p>{deal.derivative}</p>
        <p>
          {formatPounds(deal.monthlyPayment)} a month {deal.leaseType === 1 ? 'including VAT' : 'excluding VAT'} · {termLabel(deal.term)} ·{' '}
          {mileageLabel(deal.mileage)} miles a year · from {deal.supplierName}
        </p>
        <p>
          Reference <strong>{enquiry.enquiryReference}</strong> · sent {formatDate(enquiry.sentAt)}
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        disabled={busy}
        aria-label={`Remove enquiry ${enquiry.enquiryReference} about the ${title}`}
        onClick={() => dispatch(savedEnquiryRemoveRequested({ enquiryReference: enquiry.enquiryReference }))}
      >
        Remove
      </Button>
    </li>
  );
}
