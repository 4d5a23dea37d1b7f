import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 for tests: the mailer talks the whole protocol to it, and a test can stop it
// (connections refused) and start it again on the same port, as a mail relay that goes away and comes back.

export interface ReceivedMail {
  /** The Message-ID header as sent, angle brackets included. */
  messageId: string;
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  /** The text/plain body, decoded, with CRLF line ends turned into LF. */
  text: string;
  /** The text/html body when the message has one. */
  html?: string;
  raw: string;
}

export interface SmtpPeerOptions {
  /** 0 or absent: any free port. */
  port?: number;
  /** An SMTP reply code (such as 550 or 450) to refuse a recipient with; nothing accepts it. */
  rejectRecipient?: (address: string) => number | undefined;
}

export interface SmtpPeer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Stops listening and drops every open connection. */
  stop(): Promise<void>;
  /** Listens again on the same port (stopping first if still running). */
  restart(): Promise<void>;
  /** The first message, received already or later, that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
}

export async function startSmtpPeer({ port = 0, rejectRecipient }: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  let server: SMTPServer | undefined;
  const sockets = new Set<Socket>();

  const listen = async (onPort: number): Promise<number> => {
    const smtp = new SMTPServer({
      authOptional: true,
      // The mailer upgrades to TLS whenever a server offers it; the peer has no certificate worth offering.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const code = rejectRecipient?.(address.address);
        if (!code) return callback();
        callback(Object.assign(new Error(`Recipient ${address.address} refused`), { responseCode: code }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const mail = { ...parseMail(raw), from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw };
          messages.push(mail);
          for (const waiter of [...waiters]) waiter(mail);
          callback();
        });
      },
    });
    smtp.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(onPort, '127.0.0.1', () => {
        smtp.server.off('error', reject);
        resolve();
      });
    });
    server = smtp;
    return (smtp.server.address() as AddressInfo).port;
  };

  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const closed = new Promise<void>((resolve) => running.close(resolve));
    // Dropping the sockets, rather than letting sessions finish, is what a crashed relay looks like; it also
    // spares smtp-server's 30 s grace period for open connections.
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  const actualPort = await listen(port);
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    stop,
    async restart() {
      await stop();
      await listen(actualPort);
    },
    waitFor(predicate, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

// Just enough MIME for what nodemailer writes: folded headers, RFC 2047 encoded words in the subject, a single
// text/plain part or a multipart/alternative with text and HTML, in 7bit, quoted-printable or base64.

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'raw'> {
  const message = splitPart(raw);
  const bodies: { text?: string; html?: string } = {};
  collectBodies(message, bodies);
  return {
    messageId: message.headers.get('message-id') ?? '',
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: bodies.text ?? '',
    ...(bodies.html === undefined ? {} : { html: bodies.html }),
  };
}

function splitPart(source: string): Part {
  const end = source.search(/\r?\n\r?\n/);
  const head = end < 0 ? source : source.slice(0, end);
  const body = end < 0 ? '' : source.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectBodies(part: Part, into: { text?: string; html?: string }): void {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (mediaType.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(splitPart(section.replace(/^\r?\n/, '')), into);
    }
    return;
  }
  const key = mediaType === 'text/plain' ? 'text' : mediaType === 'text/html' ? 'html' : undefined;
  if (!key || into[key] !== undefined) return;
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(part.body)
      : encoding === 'base64'
        ? Buffer.from(part.body, 'base64').toString('utf8')
        : part.body;
  into[key] = decoded.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

function decodeQuotedPrintable(text: string): string {
  // The encoded form is ASCII: each =XX is one byte of the UTF-8 text, so collect bytes and decode once.
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, encoded: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(encoded, 'base64').toString('utf8') : decodeQuotedPrintable(encoded.replace(/_/g, ' ')),
    );
}
