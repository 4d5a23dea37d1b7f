// Newsletter options from spec §9. The value is what the API accepts; the label is the spec's wording.

export const NEWSLETTER_LEASE_TIMINGS = [
  { value: 'under-4-weeks', label: 'Under 4 weeks' },
  { value: '1-3-months', label: '1 to 3 months' },
  { value: '3-6-months', label: '3 to 6 months' },
  { value: '6-12-months', label: '6 to 12 months' },
  { value: 'over-1-year', label: 'Over 1 year' },
] as const;

export const NEWSLETTER_BUDGETS = [
  { value: 'under-150', label: 'Under £150' },
  { value: '200', label: '£200' },
  { value: '300', label: '£300' },
  { value: '400', label: '£400' },
  { value: '500', label: '£500' },
  { value: 'over-500', label: 'Over £500' },
] as const;

export type NewsletterLeaseTiming = (typeof NEWSLETTER_LEASE_TIMINGS)[number]['value'];
export type NewsletterBudget = (typeof NEWSLETTER_BUDGETS)[number]['value'];
