// Rules of call-back and alternative leads that the spec leaves to the product (issue 5): how long a code lives,
// how many guesses and resends a lead gets, and how long an unverified lead waits.

export const VERIFICATION_CODE_VALIDITY_MS = 10 * 60_000;
/** Wrong guesses allowed per code; the next guess is refused until a new code is sent. */
export const MAX_WRONG_CODE_ATTEMPTS = 5;
/** Codes sent per lead in any rolling hour, the first included. */
export const MAX_CODE_SENDS_PER_HOUR = 3;
export const CODE_SEND_WINDOW_MS = 60 * 60_000;
/** A lead nobody verifies within a day is dropped: its deal's price may have moved and the person moved on. */
export const LEAD_TTL_MS = 24 * 60 * 60_000;

export const LEAD_KINDS = ['call-back', 'pcp', 'poor-credit'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export type AlternativeLeadKind = Exclude<LeadKind, 'call-back'>;

export const CODE_CHANNELS = ['sms', 'email'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** Why the API refuses a lead command, in words a person can act on. */
export const LEAD_REFUSALS = {
  notFound: 'There is no call-back request with this reference.',
  expired: 'This request has expired. Please send it again.',
  codeExpired: 'This verification code has expired. Ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Ask for a new one.',
  tooManySends: 'You have asked for too many codes. Please wait an hour and try again.',
  alreadyVerified: 'This request is already verified.',
} as const;

// The wording of the spec's "sending a call-back request", "sending a verification code" and alternative-lead
// messages is not shown (§8); these follow the shown 'Please try again later.' messages.
export const LEAD_MESSAGES = {
  callBackSendFailed: "We're unable to send your call-back request. Please try again later.",
  verificationCodeSendFailed: "We're unable to send you a new code right now. Please try again later.",
  alternativeLeadSendFailed: "We're unable to send your details right now. Please try again later.",
} as const;
