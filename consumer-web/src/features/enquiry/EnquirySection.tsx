import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ERROR_CODES } from '@lease/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { errorCleared, failureOf, selectErrorEntry } from '../error/error-slice';
import { leadFormChosen, leadStarted, selectHasEnquired, selectIsSignedIn, selectLeadStatus } from '../user/user-slice';
import type { DealDetail } from '../vehicle/vehicle-types';
import { LEAD_FLOWS, SENDING_ENQUIRY, SENDING_LEAD_VERIFICATION_CODE } from './flow-names';
import './enquiry.css';
import '../../ui/controls.css';

// The forms and the modal (and, from them, the captcha widget) load when first needed, so the deal page's first
// load does not carry them.
const forms = () => import('./enquiry-on-demand');
const LeadFlow = lazy(async () => ({ default: (await forms()).LeadFlow }));
const EnquiryForm = lazy(async () => ({ default: (await forms()).EnquiryForm }));
const SalarySacrificeModal = lazy(async () => ({ default: (await forms()).SalarySacrificeModal }));

/**
 * The deal page's enquiry section, mounted afresh for each deal: a signed-in person sends an enquiry; anyone else
 * requests a call back (or, as the questions decide, a PCP or poor-credit lead). Salary sacrifice has its own check.
 */
export function EnquirySection({ deal }: { deal: DealDetail }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const status = useAppSelector((state) => selectLeadStatus(state, deal.id));
  const enquired = useAppSelector((state) => selectHasEnquired(state, deal.id));
  const verifyFailure = failureOf(useAppSelector((state) => selectErrorEntry(state, SENDING_LEAD_VERIFICATION_CODE)));
  const [sacrificeOpen, setSacrificeOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Focus follows the steps only once the visitor has moved them here: a page opened on a step (a reload while
  // the code was on its way) leaves focus where the browser put it.
  const [statusAtStart, setStatusAtStart] = useState(status);
  const [moved, setMoved] = useState(false);
  if (status !== statusAtStart) {
    setStatusAtStart(status);
    setMoved(true);
  }

  // Failures belong to the deal they happened on: this deal's section starts without another deal's.
  useEffect(() => {
    for (const name of [SENDING_ENQUIRY, ...LEAD_FLOWS]) dispatch(errorCleared(name));
  }, [dispatch]);

  // Back at the start (cancelled, reset, or the deal went while verifying): focus returns to the section.
  useEffect(() => {
    if (moved && status === 'initial') heading.current?.focus();
  }, [moved, status]);

  const dealGone = status === 'initial' && verifyFailure?.code === ERROR_CODES.DEAL_NO_LONGER_EXISTS;
  const startCallBack = () => dispatch(leadStarted({ dealId: deal.id }));

  return (
    <section className="enquiry" aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading" ref={heading} tabIndex={-1}>
        Enquire about this deal
      </h2>
      <Suspense fallback={<p className="enquiry__loading">Loading the form…</p>}>
        {signedIn ? (
          <EnquiryForm deal={deal} />
        ) : status === 'initial' ? (
          <div className="enquiry__start">
            {dealGone && (
              <p className="form-alert" role="alert">
                {verifyFailure.message}
              </p>
            )}
            <p>
              {enquired ? 'You’ve already asked about this deal. ' : ''}
              Ask {deal.supplier.name} to call you back: two quick questions, then your details, which we check with a code.
            </p>
            <Button type="button" variant="accent" onClick={startCallBack}>
              Request a call back
            </Button>
          </div>
        ) : (
          <LeadFlow deal={deal} status={status} autoFocus={moved} />
        )}
      </Suspense>
      <p className="enquiry__sacrifice">
        <button type="button" className="link-button" onClick={() => setSacrificeOpen(true)}>
          Thinking of salary sacrifice?
        </button>
      </p>
      {sacrificeOpen && (
        <Suspense fallback={null}>
          <SalarySacrificeModal
            deal={deal}
            onClose={() => setSacrificeOpen(false)}
            onSuitable={() => {
              setSacrificeOpen(false);
              if (!signedIn) dispatch(leadFormChosen({ dealId: deal.id, kind: 'call-back' }));
            }}
            onCallBack={() => {
              setSacrificeOpen(false);
              if (!signedIn) startCallBack();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
