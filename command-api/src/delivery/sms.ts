import type { Config } from '../config';
import { DELIVERY_TIMEOUT_MS, DeliveryError, postForDelivery } from './backoff';

export interface SmsMessage {
  /** The outbox id, sent as the provider's reference and idempotency key so a retried send is not sent twice. */
  messageId: string;
  /** E.164, e.g. +447700900123. */
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface SmsSenderOptions {
  timeoutMs?: number;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/** An SMS sender for SMS_PROVIDER_URL, or null when none is configured (messages then stay in the outbox). */
export function createSmsSender(
  config: Pick<Config, 'SMS_PROVIDER_URL' | 'SMS_PROVIDER_TOKEN'>,
  options: SmsSenderOptions = {},
): SmsSender | null {
  const url = config.SMS_PROVIDER_URL;
  if (!url) return null;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return {
    async send({ messageId, to, body }) {
      // A malformed number would be refused on every attempt; say so now instead of spending retries on it.
      // The number itself stays out of the error, which reaches the operator log.
      if (!E164.test(to)) throw new DeliveryError('SMS: the number is not an E.164 number', true, { code: 'invalid-recipient' });
      const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': messageId };
      // A provider on a private network (or a local relay) may take no token; the header is left out then.
      if (config.SMS_PROVIDER_TOKEN) headers.authorization = `Bearer ${config.SMS_PROVIDER_TOKEN}`;
      await postForDelivery('SMS provider', url, headers, JSON.stringify({ to, body, reference: messageId }), timeoutMs);
    },
  };
}
