import { useEffect } from 'react';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import '../../ui/list-card.css';
import { rewardsPageOpened } from './reward-actions';
import { FETCHING_REWARDS_HISTORY, FETCHING_SUPPLIER_LIST } from './flow-names';
import { RewardClaimFormView } from './RewardClaimFormView';
import './rewards.css';

/** Spec §2 rewards: claim a reward, and follow each claim from Pending Approval to Voucher Sent. */
export function RewardsPage() {
  const dispatch = useAppDispatch();
  const history = useAppSelector((state) => state.locoSpace.rewardsHistory);
  const brokers = useFlow(FETCHING_SUPPLIER_LIST);
  const loading = useFlow(FETCHING_REWARDS_HISTORY);
  usePageMeta({ title: 'Your rewards', description: 'Claim a reward for a lease you took out through us, and follow your claims.' });

  useEffect(() => {
    dispatch(rewardsPageOpened());
  }, [dispatch]);

  const failure = brokers.failure ?? loading.failure;
  return (
    <section className="rewards" aria-labelledby="loco-space-heading">
      <h1 id="loco-space-heading">Your rewards</h1>
      {failure && !brokers.sending && !loading.sending && (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      )}
      <RewardClaimFormView />
      <h2 id="rewards-history-heading">Your claims</h2>
      <p className="form-status" role="status" aria-live="polite">
        {loading.loading ? 'Loading your claims…' : ''}
      </p>
      {history && history.length > 0 && (
        <ol className="list-cards" aria-labelledby="rewards-history-heading">
          {history.map((claim) => (
            <li key={claim.claimId} className="list-card reward-claim">
              <p className="reward-claim__title">
                <strong>{claim.kind === 'referral' ? 'Referral reward' : (claim.brokerName ?? 'Broker')}</strong>
                {claim.kind === 'lease' && <> · order {claim.orderId}</>} · £{claim.value.toFixed(2)}
              </p>
              <p className={`reward-claim__status reward-claim__status--${claim.status}`}>{claim.statusLabel}</p>
              <p className="reward-claim__dates">
                Claimed {claim.claimedOn}
                {claim.decidedOn && <> · decided {claim.decidedOn}</>}
                {claim.voucherSentOn && <> · voucher sent {claim.voucherSentOn}</>}
              </p>
              {claim.declineReason && <p className="reward-claim__reason">Why: {claim.declineReason}</p>}
            </li>
          ))}
        </ol>
      )}
      {history && history.length === 0 && !loading.sending && <p>No claims yet.</p>}
    </section>
  );
}
