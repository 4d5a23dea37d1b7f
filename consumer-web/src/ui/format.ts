// How money and counts read on the site: pounds with pence where a price has them, GB grouping.

// Pounds with pence, and whole pounds for big totals and axis labels: the domain's, so the API's words match.
export { formatPounds, formatWholePounds } from '@lease/domain';

export const formatCount = (value: number) => value.toLocaleString('en-GB');

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
