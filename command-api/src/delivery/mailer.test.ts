import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startSmtpPeer, type SmtpPeer } from '../../../test-support/smtp-peer';
import { DeliveryError } from './backoff';
import { createMailer, messageIdHeader, type Mailer } from './mailer';

const MAIL_FROM = 'Lease Deals <no-reply@lease-deals.test>';

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
    await mailer.send({ messageId: 'msg-1', to: 'alex@example.test', subject: 'Your verification code: £ deals', text });

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

  it('sends the HTML alternative beside the text when there is one', async () => {
    await mailer.send({ messageId: 'msg-html', to: 'sam@example.test', subject: 'Enquiry received', text: 'Thanks.', html: '<p>Thanks.</p>' });

    const mail = await peer.waitFor((received) => received.messageId === messageIdHeader('msg-html'));
    expect(mail).toMatchObject({ text: 'Thanks.', html: '<p>Thanks.</p>' });
  });

  it('gives up for good on a recipient the server refuses with 5xx, and retries a 4xx', async () => {
    const gone = await mailer.send({ messageId: 'msg-gone', to: 'gone@example.test', subject: 's', text: 't' }).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(DeliveryError);
    expect(gone).toMatchObject({ permanent: true, code: 'smtp-rejected-recipient', message: expect.stringContaining('550') });
    // The server's reply names the address; the error does not (it goes on to the operator log).
    expect((gone as Error).message).not.toContain('gone@');
    expect((gone as Error).cause).toBeUndefined();

    const full = await mailer.send({ messageId: 'msg-full', to: 'full@example.test', subject: 's', text: 't' }).catch((error: unknown) => error);
    expect(full).toBeInstanceOf(DeliveryError);
    expect(full).toMatchObject({ permanent: false, code: 'smtp-deferred', message: expect.stringContaining('452') });
  });

  it('gives up for good on an address that cannot be parsed', async () => {
    const error = await mailer.send({ messageId: 'msg-bad', to: 'not an address', subject: 's', text: 't' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'DeliveryError', permanent: true, code: 'invalid-recipient' });
  });

  it('fails quickly and transiently while the server is down, and delivers once it is back', async () => {
    await peer.stop();
    const started = Date.now();
    const error = await mailer.send({ messageId: 'msg-down', to: 'alex@example.test', subject: 'Down', text: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ permanent: false, code: 'smtp-unavailable' });
    expect(Date.now() - started).toBeLessThan(2000);

    await peer.restart();
    await mailer.send({ messageId: 'msg-back', to: 'alex@example.test', subject: 'Back', text: 'x' });
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
    const error = await mailer.send({ messageId: 'msg-hang', to: 'alex@example.test', subject: 's', text: 't' }).catch((caught: unknown) => caught);
    mailer.close();
    expect(error).toMatchObject({ name: 'DeliveryError', permanent: false, code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
