import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startSmtpPeer, type SmtpPeer } from '../../../test-support/smtp-peer';
import { DeliveryError } from './backoff';
import { createMailer, messageIdHeader, type Mailer } from './mailer';

const MAIL_FROM = 'Lease Deals <no-reply@lease-deals.test>';
const SENT = new Date('2026-03-29T01:30:00Z');

describe('createMailer', () => {
  let peer: SmtpPeer;
  let mailer: Mailer;

  beforeAll(async () => {
    peer = await startSmtpPeer({ rejectRecipient: (address) => (address.startsWith('gone@') ? 550 : address.startsWith('full@') ? 452 : undefined) });
    mailer = createMailer({ SMTP_URL: peer.url, MAIL_FROM })!;
  });

  afterAll(async () => {
    mailer.close();
    await peer.stop();
  });

  it('is off without an SMTP URL', () => {
    expect(createMailer({ SMTP_URL: undefined, MAIL_FROM })).toBeNull();
  });

  it('delivers the message with its subject, text and a Message-ID from the outbox id', async () => {
    const text = 'Your code is 482913.\nIt expires in 15 minutes. £0 to pay today.';
    await mailer.send({ messageId: 'msg-1', to: 'alex@example.test', subject: 'Your verification code: £ deals', text, date: SENT });

    const mail = await peer.waitFor((received) => received.messageId === messageIdHeader('msg-1'));
    expect(mail).toMatchObject({
      messageId: '<msg-1@lease-deals>',
      from: 'no-reply@lease-deals.test',
      to: ['alex@example.test'],
      subject: 'Your verification code: £ deals',
      text,
    });
    expect(mail.raw).toMatch(/^From: Lease Deals <no-reply@lease-deals\.test>/m);
  });

  it('dates the message by the clock it is given, and a long subject or body of any shape arrives as written', async () => {
    const subject = 'Price drop: £199 a month for the Kia EV3 150kW Long Range Air 81.4kWh 5dr Auto — lower than ever';
    const text = [`A line longer than any mail line may be: ${'word '.repeat(40)}end.`, '.A line that starts with a dot', 'Total cost £4,776.00 ✓', '', 'Bye'].join('\n');
    await mailer.send({ messageId: 'msg-shape', to: 'alex@example.test', subject, text, date: SENT });

    const mail = await peer.waitFor((received) => received.messageId === messageIdHeader('msg-shape'));
    expect(mail).toMatchObject({ subject, text, to: ['alex@example.test'], from: 'no-reply@lease-deals.test' });
    // 29 March 2026 01:30 UTC is 02:30 in London that morning (the clocks went forward at 01:00); mail carries UTC.
    expect(mail.raw).toMatch(/^Date: Sun, 29 Mar 2026 01:30:00 \+0000\r?$/m);
    expect(mail.raw.split(/\r\n/).every((line) => line.length <= 78)).toBe(true);
  });

  it('lets nothing in a subject start a header of its own', async () => {
    await mailer.send({ messageId: 'msg-inject', to: 'alex@example.test', subject: 'Hello\r\nBcc: someone@example.test', text: 't', date: SENT });

    const mail = await peer.waitFor((received) => received.messageId === messageIdHeader('msg-inject'));
    expect(mail.raw).not.toMatch(/^Bcc:/im);
    expect(mail.subject).toBe('Hello Bcc: someone@example.test');
    expect(mail.to).toEqual(['alex@example.test']);
  });

  it('sends the HTML alternative beside the text when there is one', async () => {
    await mailer.send({ messageId: 'msg-html', to: 'sam@example.test', subject: 'Enquiry received', text: 'Thanks.', html: '<p>Thanks.</p>', date: SENT });

    const mail = await peer.waitFor((received) => received.messageId === messageIdHeader('msg-html'));
    expect(mail).toMatchObject({ text: 'Thanks.', html: '<p>Thanks.</p>' });
  });

  it('gives up for good on a recipient the server refuses with 5xx, and retries a 4xx', async () => {
    const gone = await mailer.send({ messageId: 'msg-gone', to: 'gone@example.test', subject: 's', text: 't', date: SENT }).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(DeliveryError);
    expect(gone).toMatchObject({ permanent: true, code: 'smtp-rejected-recipient', message: expect.stringContaining('550') });
    // The server's reply names the address; the error does not (it goes on to the operator log).
    expect((gone as Error).message).not.toContain('gone@');
    expect((gone as Error).cause).toBeUndefined();

    const full = await mailer.send({ messageId: 'msg-full', to: 'full@example.test', subject: 's', text: 't', date: SENT }).catch((error: unknown) => error);
    expect(full).toBeInstanceOf(DeliveryError);
    expect(full).toMatchObject({ permanent: false, code: 'smtp-deferred', message: expect.stringContaining('452') });
  });

  it('gives up for good on an address that cannot be parsed', async () => {
    const error = await mailer.send({ messageId: 'msg-bad', to: 'not an address', subject: 's', text: 't', date: SENT }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'DeliveryError', permanent: true, code: 'invalid-recipient' });
  });

  it('fails quickly and transiently while the server is down, and delivers once it is back', async () => {
    await peer.stop();
    const started = Date.now();
    const error = await mailer.send({ messageId: 'msg-down', to: 'alex@example.test', subject: 'Down', text: 'x', date: SENT }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ permanent: false, code: 'smtp-unavailable' });
    expect(Date.now() - started).toBeLessThan(2000);

    await peer.restart();
    await mailer.send({ messageId: 'msg-back', to: 'alex@example.test', subject: 'Back', text: 'x', date: SENT });
    await expect(peer.waitFor((received) => received.messageId === messageIdHeader('msg-back'))).resolves.toMatchObject({ subject: 'Back' });
  });
});

describe('createMailer against a server that accepts connections but never speaks', () => {
  let silent: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('times out into a transient failure instead of hanging the worker', async () => {
    const { port } = silent.address() as AddressInfo;
    const mailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM }, { timeoutMs: 300 })!;
    const started = Date.now();
    const error = await mailer.send({ messageId: 'msg-hang', to: 'alex@example.test', subject: 's', text: 't', date: SENT }).catch((caught: unknown) => caught);
    mailer.close();
    expect(error).toMatchObject({ name: 'DeliveryError', permanent: false, code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
