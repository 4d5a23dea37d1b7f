import { useEffect, useState } from 'react';
import { useFlow } from '../../app/forms/use-flow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { Button } from '../../ui/Button';
import '../../ui/list-card.css';
import { referralsPageOpened } from './reward-actions';
import { FETCHING_REFERRALS } from './flow-names';
import './rewards.css';

/** Spec §2 refer-a-friend: the link to share, the friends who joined through it, and the scheme's terms. */
export function ReferAFriendPage() {
  const dispatch = useAppDispatch();
  const referrals = useAppSelector((state) => state.locoSpace.referrals);
  const { sending, loading, failure } = useFlow(FETCHING_REFERRALS);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  usePageMeta({ title: 'Refer a friend', description: 'Share your link: when a friend leases through us and their reward is approved, you get one too.' });

  useEffect(() => {
    dispatch(referralsPageOpened());
  }, [dispatch]);

  const copy = async () => {
    if (!referrals) return;
    try {
      await navigator.clipboard.writeText(referrals.referralLink);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className="referrals" aria-labelledby="loco-space-heading">
      <h1 id="loco-space-heading">Refer a friend</h1>
      {failure && !sending && (
        <p className="form-alert" role="alert">
          {failure.message}
        </p>
      )}
      <p className="form-status" role="status" aria-live="polite">
        {loading ? 'Loading your referral link…' : copied === 'copied' ? 'Link copied.' : copied === 'failed' ? 'Your browser would not copy it: select the link and copy it yourself.' : ''}
      </p>
      {referrals && (
        <>
          <p>
            Share your link. When a friend signs up through it, leases through a broker on the site and their own £{referrals.terms.friendReward} reward is approved,
            you get a £{referrals.terms.referralReward} voucher too.
          </p>
          <p className="referral-link">
            <label htmlFor="referral-link">Your link</label>
            <input id="referral-link" readOnly value={referrals.referralLink} onFocus={(event) => event.target.select()} />
            <Button type="button" onClick={copy}>
              Copy link
            </Button>
          </p>
          <h2 id="referral-friends-heading">Friends who joined</h2>
          {referrals.friends.length === 0 ? (
            <p>No one has joined through your link yet.</p>
          ) : (
            <ol className="list-cards" aria-labelledby="referral-friends-heading">
              {referrals.friends.map((friend, index) => (
                <li key={index} className="list-card">
                  A friend joined on {friend.joinedOn} · your reward: {friend.rewardStatusLabel}
                </li>
              ))}
            </ol>
          )}
          <h2>The terms</h2>
          <ul className="referral-terms">
            <li>Your friend signs up through your link and confirms their email address. Your own mailbox under another address, or a sign-up on a browser you use, doesn’t count.</li>
            <li>Your £{referrals.terms.referralReward} reward is claimed for you when your friend’s own reward is approved, and our staff review it the same way.</li>
            <li>At most {referrals.terms.perYear} referral rewards a calendar year.</li>
          </ul>
        </>
      )}
    </section>
  );
}
