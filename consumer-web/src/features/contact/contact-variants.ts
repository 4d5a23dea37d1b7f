import type { FeedbackVariant } from '@lease/domain';

// The contact form's three variants (spec §2): where each lives and what its page says. The mailbox a message
// goes to is the API's to decide from the variant.

export interface VariantCopy {
  path: string;
  heading: string;
  intro: string;
  description: string;
  submit: string;
}

export const CONTACT_VARIANTS: Record<FeedbackVariant, VariantCopy> = {
  feedback: {
    path: '/contact',
    heading: 'Feedback and support',
    intro: 'Questions about a deal, your account or the site? Tell us what happened and we’ll reply by email, usually within two working days.',
    description: 'Ask about a lease deal, your account or the site, or tell us how to make Lease Deals better.',
    submit: 'Send my message',
  },
  advertising: {
    path: '/contact/advertising',
    heading: 'Advertise with us',
    intro:
      'Reach people comparing car and van leases. Advertising never changes a deal’s score or where it ranks in a search: both come from a public formula that nobody can pay to change.',
    description: 'Advertise on Lease Deals. Advertising never changes a deal’s score or its search ranking.',
    submit: 'Send my enquiry',
  },
  'ai-feedback': {
    path: '/contact/ai-feedback',
    heading: 'Tell us how the AI search did',
    intro: 'Did the AI search understand what you asked for? Your answer helps us teach it to read searches better.',
    description: 'Tell us whether the Lease Deals AI search understood what you were looking for.',
    submit: 'Send my feedback',
  },
};

export const CONTACT_FAILURES = {
  tooMany: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
  unavailable: "We're unable to send your message. Please try again later.",
} as const;
