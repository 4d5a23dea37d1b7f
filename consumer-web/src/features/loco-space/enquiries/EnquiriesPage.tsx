import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../../app/routing/router';
import { Link } from '../../../ui/Link';
import { useFlow } from '../../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageMeta } from '../../../app/routes/use-page-meta';
import { enquiriesRequested } from '../account-actions';
import { FETCHING_SAVED_ENQUIRIES, REMOVING_SAVED_ENQUIRY } from '../flow-names';
import { EnquiryItem } from './EnquiryItem';
import { EnquiryPager } from './EnquiryPager';

const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** Spec §2 enquiries: the person's enquiries, newest first, 10 a page (spec §9), each removable from the list. */
export function EnquiriesPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const enquiries = useAppSelector((state) => state.locoSpace.enquiries);
  const loading = useFlow(FETCHING_SAVED_ENQUIRIES);
  const removing = useFlow(REMOVING_SAVED_ENQUIRY);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasRemoving = useRef(false);
  usePageMeta({ title: 'Your enquiries', description: 'The deals you have asked suppliers about.' });

  // The Remove button that had the focus has gone with its enquiry: the focus goes back to the list's heading.
  useEffect(() => {
    if (wasRemoving.current && !removing.sending && !removing.failure) heading.current?.focus();
    wasRemoving.current = removing.sending;
  }, [removing.sending, removing.failure]);

  useEffect(() => {
    dispatch(enquiriesRequested({ page }));
  }, [dispatch, page]);

  const failure = loading.failure ?? removing.failure;

  return (
    <section className="account-enquiries" aria-labelledby="loco-space-heading">
      <h1 id="loco-space-heading" ref={heading} tabIndex={-1}>
        Your enquiries
      </h1>
      {failure && !loading.sending && !removing.sending && (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      )}
      <p className="form-status" role="status" aria-live="polite">
        {loading.loading ? 'Loading your enquiries…' : removing.sending ? 'Removing the enquiry…' : ''}
      </p>
      {enquiries && enquiries.items.length > 0 && (
        <>
          <p className="account-enquiries__count">
            {enquiries.total === 1 ? 'One enquiry.' : `${enquiries.total} enquiries.`} Removing one takes it off this list only: the supplier keeps it.
          </p>
          <ol className="account-enquiries__list">
            {enquiries.items.map((enquiry) => (
              <EnquiryItem key={enquiry.enquiryReference} enquiry={enquiry} busy={removing.sending} />
            ))}
          </ol>
          <EnquiryPager page={enquiries.page} pageSize={enquiries.pageSize} total={enquiries.total} />
        </>
      )}
      {enquiries && enquiries.items.length === 0 && !loading.sending && (
        <p>
          No enquiries yet. When you ask a supplier about a deal, it appears here. <Link to="/car-leasing/search">Find a deal</Link>.
        </p>
      )}
    </section>
  );
}
