import { useEffect, useState } from 'react';
import { LEASE_TYPES, mileageLabel, stockStatusLabel, termLabel } from '@lease/domain';
import { getWithHeaders } from '../../api/client';
import { useAppSelector } from '../../app/hooks';
import { isAdminModeOn } from './admin-mode';
import './admin-mode.css';

interface ScoreParts {
  score: number | null;
  comparable: number;
  betterValue: number;
  valuePencePerPound: number;
  group: { bodyStyle: string; leaseType: number; term: number; mileage: number; initialMonths: number; stockStatus: number };
  stream: string;
}

/**
 * Admin mode on a deal page (spec §6): for staff, how the deal score was reached and a link to the deal's
 * price-feed stream in the console. Anyone else sees nothing: the API refuses them and the panel stays away.
 */
export function AdminDealPanel({ dealId }: { dealId: number }) {
  const accessToken = useAppSelector((state) => state.user.accessToken);
  const [parts, setParts] = useState<ScoreParts | null>(null);
  const on = isAdminModeOn();

  useEffect(() => {
    setParts(null);
    if (!on || !accessToken) return;
    let current = true;
    getWithHeaders<ScoreParts>(`/admin/api/deals/${dealId}`, {}, { Authorization: `Bearer ${accessToken}` })
      .then((answer) => current && setParts(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [on, accessToken, dealId]);

  if (!parts) return null;
  const { group } = parts;
  return (
    <section className="admin-deal-panel" aria-labelledby="admin-deal-panel-heading">
      <h2 id="admin-deal-panel-heading">Admin mode: the deal score</h2>
      <p>
        Score <strong>{parts.score ?? 'not yet scored'}</strong>: {parts.betterValue} of the {parts.comparable} comparable offers are better value.
        This deal costs {parts.valuePencePerPound.toFixed(2)}p in total per £1 of list price.
      </p>
      <p>
        Compared with: {group.bodyStyle}, the same list-price band, {group.leaseType === LEASE_TYPES.personal ? 'personal' : 'business'} lease,{' '}
        {termLabel(group.term)}, {mileageLabel(group.mileage)} miles a year, {group.initialMonths} months initial, {stockStatusLabel(group.stockStatus).toLowerCase()}.
      </p>
      <p>
        <a href={`/admin/#/deals/${dealId}/show`}>Open {parts.stream} in the console</a>
      </p>
    </section>
  );
}
