// Currency and rate display, spec §9: "£ (GBP). Rates are shown as pence with one decimal."

export const CURRENCY_CODE = 'GBP';
export const CURRENCY_SYMBOL = '£';

export const RATE_DECIMALS = 1;

// Rounds half up on the decimal value a person reads: toFixed alone would show 12.35 as '12.3' because
// the binary 12.35 sits just below it. The nudge is far smaller than any real rate's precision.
export function formatRatePence(pence: number): string {
  if (!Number.isFinite(pence)) throw new RangeError(`A rate must be a finite number, got ${pence}`);
  const tenths = Math.round(pence * 10 + 1e-9);
  return `${(tenths / 10).toFixed(RATE_DECIMALS)}p`;
}

// Per-mile rates, such as the excess-mileage charge (DECISIONS.md "Rates").
export function formatPencePerMile(pence: number): string {
  return `${formatRatePence(pence)} per mile`;
}

/** Pounds and pence from whole pence, as a person in the UK writes them: £1,234.50 (mails, whose readers see the site's figures). */
export function formatPencePounds(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`An amount must be whole pence, got ${pence}`);
  const sign = pence < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${(Math.abs(pence) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
