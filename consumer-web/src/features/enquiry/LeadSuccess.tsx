import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../ui/Icon';
import { leadReset, selectEnquiryReference, selectLeadKind } from '../user/user-slice';
import type { DealDetail } from '../vehicle/vehicle-types';

/** Spec §4 lead status 'success': the enquiry reference the verification returned. */
export function LeadSuccess({ deal, autoFocus }: { deal: DealDetail; autoFocus: boolean }) {
  const dispatch = useAppDispatch();
  const reference = useAppSelector(selectEnquiryReference);
  const kind = useAppSelector(selectLeadKind);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);

  return (
    <div className="lead-success">
      <Icon name="check" className="lead-success__icon" />
      <div>
        <h3 ref={heading} tabIndex={-1}>
          Thanks, your request is confirmed
        </h3>
        {reference && (
          <p>
            Your reference is <strong>{reference}</strong>.
          </p>
        )}
        <p>{kind === 'call-back' ? `${deal.supplier.name} will call you about this deal soon.` : 'The specialist will contact you soon.'}</p>
        <button type="button" className="link-button" onClick={() => dispatch(leadReset())}>
          Make another request
        </button>
      </div>
    </div>
  );
}
