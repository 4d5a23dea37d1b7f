import { useAppSelector } from '../../app/hooks';
import { type LeadStatus, selectLeadKind } from '../user/user-slice';
import type { DealDetail } from '../vehicle/vehicle-types';
import { LeadContactForm } from './LeadContactForm';
import { LeadSuccess } from './LeadSuccess';
import { QualifyingQuestions } from './QualifyingQuestions';
import { VerifyCodeForm } from './VerifyCodeForm';
import './enquiry-forms.css';

/**
 * The steps of a lead after 'initial' (spec §4 "Lead status"), loaded as one chunk when a lead starts.
 * `autoFocus` is false when the page opened on a step (a reload while the code was on its way).
 */
export function LeadFlow({ deal, status, autoFocus }: { deal: DealDetail; status: Exclude<LeadStatus, 'initial'>; autoFocus: boolean }) {
  const kind = useAppSelector(selectLeadKind);
  switch (status) {
    case 'qualifying-questions':
      return <QualifyingQuestions deal={deal} autoFocus={autoFocus} />;
    case 'info':
      return <LeadContactForm key={kind} deal={deal} kind={kind} autoFocus={autoFocus} />;
    case 'verify':
      return <VerifyCodeForm deal={deal} autoFocus={autoFocus} />;
    case 'success':
      return <LeadSuccess deal={deal} autoFocus={autoFocus} />;
    default: {
      const unhandled: never = status;
      return unhandled;
    }
  }
}
