export interface RewardCheck {
  check: string;
  flagged: boolean;
  reason: string;
}

export interface RewardClaim {
  id: string;
  kind: 'lease' | 'referral';
  userId: string;
  brokerName: string | null;
  orderId: string;
  promoCode: string | null;
  value: number;
  needsTwoApprovals: boolean;
  status: 10 | 20 | 30 | 40;
  statusLabel: string;
  checks: RewardCheck[];
  flags: string[];
  flagged: boolean;
  approvals: string[];
  decidedBy: string | null;
  declineReason: string | null;
  claimedAt: string;
  decidedAt: string | null;
  voucherSentAt: string | null;
  version: number;
  otherClaims?: RewardClaim[];
  enquiries?: { enquiryReference: string; source: string; sentAt: string; supplierName: string; vehicle: string; monthly: number }[];
  history?: { revision: number; type: string; at: string; actor: string | null; correlationId: string | null; data: unknown }[];
}

export const STATUS_CHOICES = [
  { id: 10, name: 'Pending Approval' },
  { id: 20, name: 'Approved' },
  { id: 30, name: 'Declined' },
  { id: 40, name: 'Voucher Sent' },
];

export const CHECK_CHOICES = [
  { id: 'repeat-claimant', name: 'Claimed before' },
  { id: 'same-email', name: 'Same mailbox as another account' },
  { id: 'same-phone', name: 'Same phone as another account' },
  { id: 'order-unknown', name: 'No enquiry to this broker' },
  { id: 'velocity', name: 'Many claims in 30 days' },
  { id: 'self-referral', name: 'Referred themselves' },
];

export const checkName = (check: string) => CHECK_CHOICES.find((choice) => choice.id === check)?.name ?? check;

/** UK dates and times, whatever the staff member's machine is set to. */
export const UK_DATE_TIME = { locales: 'en-GB', options: { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' } } as const;

/** An instant from the API as a UK date and time, as the lists show them. */
export const ukDateTime = (iso: string) => new Date(iso).toLocaleString(UK_DATE_TIME.locales, UK_DATE_TIME.options);
