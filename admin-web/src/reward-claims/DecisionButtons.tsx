import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { approveClaim, declineClaim, refusalOf } from './claim-commands';
import type { RewardClaim } from './types';

/** Approve and Decline, shown only while a claim is pending (as react-admin's review demo does). */
export function DecisionButtons() {
  const claim = useRecordContext<RewardClaim>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (!claim || claim.status !== 10) return null;

  const decision = { id: claim.id, version: claim.version };
  const approve = async () => {
    setBusy(true);
    try {
      const result = await approveClaim(decision);
      notify(result.status === 20 ? 'Claim approved; the voucher is on its way.' : 'Approval recorded; a second staff member must approve it too.', { type: 'success' });
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const decline = async () => {
    setBusy(true);
    try {
      await declineClaim(decision, reason);
      notify('Claim declined.', { type: 'success' });
      setDeclining(false);
      setReason('');
      refresh();
    } catch (error) {
      const refusal = refusalOf(error);
      // A field error stays on the form; anything else (a stale page) is said and the page reloaded.
      if (refusal.errors.reason) setReasonError(refusal.errors.reason);
      else {
        notify(refusal.message, { type: 'error' });
        setDeclining(false);
        refresh();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="decision-buttons">
      <Button label={claim.approvals.length > 0 ? 'Give the second approval' : 'Approve'} onClick={approve} disabled={busy} variant="contained" />
      <Button label="Decline" onClick={() => setDeclining(true)} disabled={busy} color="error" />
      <Confirm
        isOpen={declining}
        loading={busy}
        title={`Decline claim ${claim.id}`}
        content={
          <label className="decline-reason">
            Reason the person will be told
            <textarea
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
              rows={3}
              aria-invalid={reasonError !== null}
              aria-describedby="decline-reason-error"
            />
            {reasonError && (
              <span id="decline-reason-error" role="alert" className="decline-reason__error">
                {reasonError}
              </span>
            )}
          </label>
        }
        confirm="Decline"
        onConfirm={decline}
        onClose={() => setDeclining(false)}
      />
    </div>
  );
}
