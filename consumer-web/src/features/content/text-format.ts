// Small formatting rules shared by the content pages.

const PUBLISHED = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-24' as '24 March 2026'. Read and written in UTC so the day never shifts with the visitor's clock. */
export const formatPublished = (isoDate: string) => PUBLISHED.format(new Date(`${isoDate}T00:00:00Z`));
