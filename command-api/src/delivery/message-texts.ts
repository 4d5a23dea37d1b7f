import { ACCOUNT_CODE_VALIDITY_MS, formatPencePounds, VERIFICATION_CODE_VALIDITY_MS, type DealSnapshot } from '@lease/domain';

// The words of each message a person receives. Plain text: it reads the same in every mail client and SMS.

const SITE = 'Lease Deals';
const minutes = VERIFICATION_CODE_VALIDITY_MS / 60_000;

const greeting = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

const describeDeal = (deal: Pick<DealSnapshot, 'manufacturer' | 'model' | 'derivative' | 'monthlyPaymentPence' | 'term' | 'supplierName'>) =>
  `${deal.manufacturer} ${deal.model} ${deal.derivative}, ${formatPencePounds(deal.monthlyPaymentPence)} a month for ${deal.term} months from ${deal.supplierName}`;

export function verificationCodeEmail(code: string, firstName: string | null) {
  return {
    subject: `${code} is your ${SITE} verification code`,
    text: [
      greeting(firstName),
      '',
      `Your verification code is ${code}. Enter it on the deal page to confirm your request; it works for ${minutes} minutes.`,
      '',
      'If you did not ask for this, you can ignore this email: nothing is sent to any supplier without the code.',
    ].join('\n'),
  };
}

export function verificationCodeSms(code: string) {
  return `${code} is your ${SITE} verification code. It works for ${minutes} minutes.`;
}

export function enquiryConfirmationEmail(enquiryReference: string, deal: DealSnapshot, firstName: string | null) {
  return {
    subject: `Your enquiry ${enquiryReference} has gone to ${deal.supplierName}`,
    text: [
      greeting(firstName),
      '',
      `We have sent your enquiry about the ${describeDeal(deal)} to the supplier. They will be in touch.`,
      '',
      `Your reference is ${enquiryReference}.`,
    ].join('\n'),
  };
}

const accountMinutes = ACCOUNT_CODE_VALIDITY_MS / 60_000;

/** The code to confirm an address and, for a new account, the link that confirms it without typing the code. */
export function accountCodeEmail(code: string, firstName: string | null, link: string | null = null) {
  return {
    subject: `${code} is your ${SITE} account code`,
    text: [
      greeting(firstName),
      '',
      `Your code to confirm your email address is ${code}. It works for ${accountMinutes} minutes.`,
      ...(link ? ['', 'Or confirm it in one step with this link, which works once in the same time:', '', link] : []),
      '',
      'If you did not create an account with us, you can ignore this email: the account stays unconfirmed.',
    ].join('\n'),
  };
}

export function passwordResetCodeEmail(code: string, firstName: string | null) {
  return {
    subject: `${code} is your ${SITE} password reset code`,
    text: [
      greeting(firstName),
      '',
      `Your code to set a new password is ${code}. It works for ${accountMinutes} minutes.`,
      '',
      'If you did not ask to reset your password, you can ignore this email: your password has not changed.',
    ].join('\n'),
  };
}

/** To the owner of an address someone tried to sign up with: the sign-up's answer said nothing, this says it all. */
export function signUpAttemptEmail(firstName: string | null) {
  return {
    subject: `Someone tried to create a ${SITE} account with your email address`,
    text: [
      greeting(firstName),
      '',
      'Someone, perhaps you, tried to create an account with this email address. You already have one, so nothing new was made.',
      '',
      'If it was you, sign in as usual, or reset your password if you have forgotten it.',
      'If it was not you, you can ignore this email: your account has not changed.',
    ].join('\n'),
  };
}
