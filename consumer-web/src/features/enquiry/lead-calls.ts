import type { AlternativeLeadKind } from '@lease/domain';
import { post, postWithHeaders } from '../../api/client';

// The lead and enquiry calls of spec §7.

export const registerCallBack = (body: Record<string, unknown>, idempotencyKey: string) =>
  postWithHeaders<{ leadReference: string }>('/lead/register', body, { 'Idempotency-Key': idempotencyKey });

export const registerAlternativeLead = (kind: AlternativeLeadKind, body: Record<string, unknown>, idempotencyKey: string) =>
  postWithHeaders<{ leadReference: string }>(`/lead/register/${kind}`, body, { 'Idempotency-Key': idempotencyKey });

export const verifyLead = (body: { leadReference: string; code: string; marketingCommunicationsEmail: boolean; marketingCommunicationsSms: boolean }) =>
  post<{ enquiryReference: string }>('/lead/verify', body);

export const resendLeadCode = (leadReference: string) => post<unknown>('/lead/code/send', { leadReference });

export const sendEnquiry = (body: Record<string, unknown>, token: string, idempotencyKey: string) =>
  postWithHeaders<{ enquiryReference: string }>('/user/enquiry/send', body, {
    Authorization: `Bearer ${token}`,
    'Idempotency-Key': idempotencyKey,
  });
