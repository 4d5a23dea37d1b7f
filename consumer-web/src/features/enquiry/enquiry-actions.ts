import { createAction } from '@reduxjs/toolkit';
import type { AlternativeLeadKind } from '@lease/domain';

/** What the sagas need of the deal: its id, and its monthly payment for the order-complete event. */
export interface DealRef {
  dealId: number;
  monthlyPayment: number;
}

export interface ContactDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
}

/** The deal as an alternative lead describes it (spec §3 "Alternative lead"): pounds as numbers. */
export interface AlternativeLeadDeal {
  manufacturer: string;
  model: string;
  derivative: string;
  leaseType: number;
  term: number;
  mileage: number;
  initialPaymentInMonths: number;
  initialPaymentTotal: number;
  monthlyPayment: number;
  documentFee: number;
}

/** `captcha` is the value the captcha widget put in its form field. */
export const callBackRequested = createAction<{ deal: DealRef; contact: ContactDetails & { postcode: string }; captcha: string }>(
  'enquiry/callBackRequested',
);

export const alternativeLeadRequested = createAction<{
  kind: AlternativeLeadKind;
  deal: DealRef & { details: AlternativeLeadDeal };
  contact: ContactDetails;
  captcha: string;
}>('enquiry/alternativeLeadRequested');

export const leadCodeSubmitted = createAction<{
  deal: DealRef;
  code: string;
  marketingCommunicationsEmail: boolean;
  marketingCommunicationsSms: boolean;
}>('enquiry/leadCodeSubmitted');

export const leadCodeResendRequested = createAction('enquiry/leadCodeResendRequested');

/** A signed-in person's enquiry; the phone number is optional. */
export const enquiryRequested = createAction<{ deal: DealRef; phoneNumber?: string; postcode: string }>('enquiry/enquiryRequested');
