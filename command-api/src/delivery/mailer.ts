import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { emailSchema, type DeliveryErrorCode } from '@lease/domain';
import type { Config } from '../config';
import { DELIVERY_TIMEOUT_MS, DeliveryError } from './backoff';
import { plainTextMessage } from './plain-message';

export interface MailMessage {
  /** The outbox id; it becomes the Message-ID so a receiver can drop the copy a retry after a lost reply sends. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Date header: the sender's clock, not the machine's. */
  date: Date;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** Connection, greeting and socket inactivity limit. */
  timeoutMs?: number;
}

const SMTP_CONNECTIONS = 8;
const MESSAGES_PER_CONNECTION = 100;

/** The Message-ID header the mailer sends for an outbox id. */
export function messageIdHeader(messageId: string): string {
  return `<${messageId}@lease-deals>`;
}

/** An SMTP mailer for SMTP_URL, or null when none is configured (messages then stay in the outbox). */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, options: MailerOptions = {}): Mailer | null {
  if (!config.SMTP_URL) return null;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  // A small pool of connections, each reused for up to MESSAGES_PER_CONNECTION messages: a burst (a big feed's
  // price alerts) then pays for the connection and greeting once per hundred messages instead of per message, about
  // three times the rate to a local peer. Eight connections drain the outbox a quarter faster than four (448 against
  // 364 messages a second in `npm run bench -- commands`); sixteen gave 464, not worth twice the relay's connections.
  // A connection the server closed while idle leaves the pool and a new one replaces it; one dropped without a word
  // fails its message, which the outbox retries later like any transient failure. The default timeouts run to
  // minutes, which would hold a worker on a dead server; a short limit turns that into a transient failure and a
  // retry later.
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: MESSAGES_PER_CONNECTION,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const [sender] = addressparser(config.MAIL_FROM, { flatten: true });
  const from = { name: sender?.name ?? '', address: sender?.address ?? config.MAIL_FROM };
  return {
    async send({ messageId, to, subject, text, html, date }) {
      try {
        if (html !== undefined) {
          await transport.sendMail({ from: config.MAIL_FROM, to, subject, text, html, messageId: messageIdHeader(messageId), date });
          return;
        }
        // nodemailer checked the address when it built the envelope; written out here, it is checked here, by the
        // rule every address met when the site took it (a bare address: nothing around it can reach the headers).
        const address = emailSchema.safeParse(to);
        if (!address.success) throw new DeliveryError('the recipient is not an email address', true, { code: 'invalid-recipient' });
        const raw = plainTextMessage({ from, to: address.data, subject, text, messageId: messageIdHeader(messageId), date });
        await transport.sendMail({ envelope: { from: from.address, to: [address.data] }, raw });
      } catch (error) {
        if (error instanceof DeliveryError) throw error;
        throw toDeliveryError(error);
      }
    },
    close() {
      transport.close();
    },
  };
}

interface SmtpError {
  message?: unknown;
  code?: unknown;
  originalCode?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

/**
 * Only the SMTP command, nodemailer's code and the reply code are kept: a server's reply quotes the address it
 * refused ("550 <sam@example.com>: no such user"), and so does nodemailer's message, so neither they nor the
 * original error (as a cause) travel on towards the log.
 */
function toDeliveryError(error: unknown): DeliveryError {
  // Duck-typed: socket errors come from Node itself, which under Jest is another realm than this module's Error.
  const smtp: SmtpError = typeof error === 'object' && error !== null ? error : {};
  const facts = [smtp.code, smtp.originalCode, typeof smtp.responseCode === 'number' ? `reply ${smtp.responseCode}` : undefined].filter(
    (fact) => typeof fact === 'string' && /^[\w .-]{1,40}$/.test(fact),
  );
  const command = typeof smtp.command === 'string' && /^[A-Z ]{1,12}$/.test(smtp.command) ? ` ${smtp.command}` : '';
  return new DeliveryError(`SMTP${command} failed (${facts.join(', ') || 'no code'})`, isPermanent(smtp), { code: errorCodeOf(smtp) });
}

// Nodemailer's codes for losing the server before it could answer.
const CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL', 'EPROXY']);

function errorCodeOf({ code, responseCode, command }: SmtpError): DeliveryErrorCode {
  if (code === 'EAUTH' || code === 'ENOAUTH') return 'smtp-auth-failed';
  if (code === 'ETIMEDOUT') return 'timeout';
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 600) {
    if (responseCode < 500 || responseCode === 503) return 'smtp-deferred';
    return command === 'RCPT TO' ? 'smtp-rejected-recipient' : 'smtp-rejected-message';
  }
  // With no reply, EENVELOPE is nodemailer refusing an address it cannot parse.
  if (code === 'EENVELOPE') return 'invalid-recipient';
  return typeof code === 'string' && CONNECTION_CODES.has(code) ? 'smtp-unavailable' : 'unclassified';
}

function isPermanent({ code, responseCode }: SmtpError): boolean {
  // A refused login is our configuration, not the message: retrying once it is fixed will work.
  if (code === 'EAUTH') return false;
  // RFC 5321: 5yz replies are permanent (550 no such mailbox), 4yz temporary (greylisting, full mailbox). 503 only
  // says the session got out of step, so a new connection can succeed.
  if (typeof responseCode === 'number' && responseCode > 0) return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  // With no reply at all, EENVELOPE is nodemailer refusing an address it cannot parse; that never gets better.
  // Everything else (ECONNECTION, ESOCKET, ETIMEDOUT, EDNS) lost the server before it could answer.
  return code === 'EENVELOPE';
}
