import { dealPath, formatPencePounds } from '@lease/domain';
import { findDealsWithVehicles, findPriceAlert, findSavedSearch } from '@lease/projections';
import { DeliveryError } from './backoff';
import type { ComposeContext, ComposedMessage, OutboxRow } from './compose-message';

// The account space's mails. Each is checked against the read models when it is sent, not only when it was owed:
// an alert removed, a search no longer alerting or a price-alert preference switched off since then wins, because
// the person asked for nothing more.

const SITE = 'Lease Deals';
const money = formatPencePounds;

interface PriceDropPayload {
  userId: string;
  vehicleId: number;
  dealId: number;
  pricePence: number;
  previousPence: number | null;
  targetPence: number | null;
}

interface SearchPayload {
  userId: string;
  searchReference: string;
  deals: { dealId: number; monthlyPence: number }[];
  more: number;
}

async function recipient(context: ComposeContext, row: OutboxRow): Promise<string> {
  const opened = row.person_id && row.recipient ? await context.vault.open(row.person_id, { to: row.recipient }) : null;
  if (!opened?.to) throw new DeliveryError('the person was erased', true, { code: 'person-erased' });
  return opened.to;
}

const stopped = (why: string) => new DeliveryError(why, true, { code: 'unsubscribed' });

async function priceAlertsWanted(context: ComposeContext, userId: string): Promise<boolean> {
  const rows = await context.orm.em.fork().getConnection().execute<{ price_alert: boolean }[]>('SELECT price_alert FROM users WHERE user_id = ?', [userId]);
  return rows[0]?.price_alert === true;
}

async function describeDeals(context: ComposeContext, deals: readonly { dealId: number; monthlyPence: number }[], origin: string): Promise<string[]> {
  const found = new Map((await findDealsWithVehicles(context.orm, deals.map((deal) => deal.dealId))).map((row) => [row.deal.dealId, row]));
  return deals.map((deal) => {
    const row = found.get(deal.dealId);
    if (!row) return `- A deal no longer offered: ${money(deal.monthlyPence)} a month`;
    const { vehicle, deal: offer } = row;
    const title = `${vehicle.manufacturer.name} ${vehicle.range.name} ${vehicle.derivative}`;
    const path = dealPath({
      id: offer.dealId,
      vehicleId: offer.vehicleId,
      vehicleType: vehicle.vehicleType,
      manufacturerName: vehicle.manufacturer.name,
      rangeName: vehicle.range.name,
      derivativeName: vehicle.derivative,
      leaseType: offer.leaseType,
      term: offer.term,
      mileage: offer.mileage,
      initialPaymentInMonths: offer.initialMonths,
      stockStatus: offer.stockStatus,
    });
    const terms = `${offer.term} months, ${offer.mileage.toLocaleString('en-GB')} miles a year, ${money(offer.totalCostPence)} in all`;
    return `- ${title}: ${money(deal.monthlyPence)} a month, ${terms}\n  ${origin}${path}`;
  });
}

async function priceDrop(context: ComposeContext, row: OutboxRow, origin: string): Promise<ComposedMessage> {
  const payload = row.payload as unknown as PriceDropPayload;
  const alert = await findPriceAlert(context.orm, payload.userId, payload.vehicleId);
  if (alert?.status !== 'active') throw stopped('the alert was removed or has expired');
  if (!(await priceAlertsWanted(context, payload.userId))) throw stopped('price-alert emails were switched off');
  const [line] = await describeDeals(context, [{ dealId: payload.dealId, monthlyPence: payload.pricePence }], origin);
  const was = payload.previousPence === null ? '' : ` (it was ${money(payload.previousPence)})`;
  const target = payload.targetPence === null ? '' : `, at or under your target of ${money(payload.targetPence)}`;
  return {
    channel: 'email',
    to: await recipient(context, row),
    subject: `Price drop: now ${money(payload.pricePence)} a month`,
    text: [
      'Hello,',
      '',
      `A vehicle you are watching has dropped to ${money(payload.pricePence)} a month${was}${target}.`,
      '',
      line,
      '',
      `Your price alerts: ${origin}/locospace/price-alerts`,
      `You get this because you set a price alert on ${SITE} and price-alert emails are on in your account.`,
    ].join('\n'),
  };
}

async function savedSearch(context: ComposeContext, row: OutboxRow, origin: string, digest: boolean): Promise<ComposedMessage> {
  const payload = row.payload as unknown as SearchPayload;
  const search = await findSavedSearch(context.orm, payload.userId, payload.searchReference);
  if (!search || search.alert === 'off') throw stopped('the saved search was removed or no longer alerts');
  const name = search.name ?? 'your saved search';
  const lines = await describeDeals(context, payload.deals, origin);
  const more = payload.more > 0 ? [`…and ${payload.more} more.`] : [];
  const path = `${origin}/${search.vehicleType === 2 ? 'van' : 'car'}-leasing/search/${search.searchReference}`;
  return {
    channel: 'email',
    to: await recipient(context, row),
    subject: digest ? `Today's new deals in ${name}` : `New deals in ${name}`,
    text: [
      'Hello,',
      '',
      `${digest ? 'Today' : 'Just now'}, these deals came into ${name} or got cheaper:`,
      '',
      ...lines,
      ...more,
      '',
      `See them all: ${path}`,
      `Change or stop these emails: ${origin}/locospace/saved-searches`,
    ].join('\n'),
  };
}

export async function composeAlertMessage(context: ComposeContext, row: OutboxRow): Promise<ComposedMessage> {
  const origin = context.config.PUBLIC_ORIGIN ?? 'http://localhost:3000';
  if (row.kind === 'price-drop') return priceDrop(context, row, origin);
  return savedSearch(context, row, origin, row.kind === 'saved-search-digest');
}
