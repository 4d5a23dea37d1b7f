import * as mimeFuncs from 'nodemailer/lib/mime-funcs';
import * as qp from 'nodemailer/lib/qp';

/**
 * A plain-text email written out whole (RFC 5322 headers, quoted-printable UTF-8 body), for nodemailer to send as
 * `raw`. Every message the outbox sends is one text part; nodemailer's composer builds a MIME tree and streams it
 * through several transforms for that, and in `npm run bench -- commands` it was a third of a delivery worker's CPU,
 * twice what writing the same bytes here costs. Headers are encoded as nodemailer would (RFC 2047 words, folded at
 * 76), and nothing a caller passes can break a header line.
 */
export interface PlainMessage {
  /** As MAIL_FROM: `Name <address>` or a bare address. */
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  /** The Message-ID header, angle brackets included. */
  messageId: string;
  date: Date;
}

/** Characters a display name may hold unquoted (RFC 5322 atext, and spaces between words). */
const ATEXT = /^[\w !#$%&'*+\-/=?^`{|}~]*$/;

export function plainTextMessage({ from, to, subject, text, messageId, date }: PlainMessage): string {
  const headers = [
    `From: ${from.name ? `${displayName(from.name)} ` : ''}<${from.address}>`,
    `To: ${to}`,
    mimeFuncs.foldLines(`Subject: ${mimeFuncs.encodeWords(oneLine(subject), 'Q', 52)}`, 76),
    `Message-ID: ${messageId}`,
    `Date: ${date.toUTCString().replace(/GMT$/, '+0000')}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${qp.wrap(qp.encode(text.replace(/\r?\n/g, '\r\n')), 76)}`;
}

function displayName(name: string): string {
  const single = oneLine(name);
  if (!mimeFuncs.isPlainText(single)) return mimeFuncs.encodeWords(single, 'Q', 52);
  return ATEXT.test(single) ? single : mimeFuncs.quoteString(single);
}

/** A header value on one line: a line break in it would start a header of the sender's choosing. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}
