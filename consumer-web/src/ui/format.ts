// How money and counts read on the site: pounds with pence where a price has them, GB grouping.

export const formatPounds = (value: number) => `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Whole pounds, for big totals and axis labels where pence are noise. */
export const formatWholePounds = (value: number) => `£${Math.round(value).toLocaleString('en-GB')}`;

export const formatCount = (value: number) => value.toLocaleString('en-GB');

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
