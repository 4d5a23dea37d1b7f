import { startHttpReceiver, type HttpReceiver } from '../../test-support/http-receiver';
import { startSmtpPeer, type SmtpPeer } from '../../test-support/smtp-peer';

// The API's outside world, run in the bench process: a real SMTP server for every email, and the soak supplier's
// lead endpoint, a real HTTP server. Each records what it accepted by the sender's idempotency key (the Message-ID
// for mail, X-Lease-Delivery for supplier posts), which is what a receiver would drop repeats by.

export interface Peers {
  smtp: SmtpPeer;
  receiver: HttpReceiver;
  /** Delivery ids the lead endpoint answered 2xx, once per acceptance (a repeat shows twice). */
  leadsAccepted: string[];
  /** Posts the endpoint refused while failing (the fault). */
  leadsRefused: number;
  /** The fault: the endpoint answers 500 until told otherwise. */
  failLeads(failing: boolean): void;
  stop(): Promise<void>;
}

export async function startPeers(): Promise<Peers> {
  const smtp = await startSmtpPeer();
  let failing = false;
  const peers: Peers = {
    smtp,
    receiver: await startHttpReceiver({
      respond: (request) => {
        if (failing) {
          peers.leadsRefused++;
          return { status: 500, body: { error: 'soak: the supplier is having a bad minute' } };
        }
        peers.leadsAccepted.push(String(request.headers['x-lease-delivery'] ?? '(no delivery id)'));
        return 200;
      },
    }),
    leadsAccepted: [],
    leadsRefused: 0,
    failLeads(next) {
      failing = next;
    },
    async stop() {
      await smtp.stop();
      await peers.receiver.stop();
    },
  };
  return peers;
}

/** The outbox id a received mail was sent for (the mailer's Message-ID is `<id@lease-deals>`). */
export const outboxIdOfMail = (messageId: string): string => messageId.replace(/^</, '').replace(/@lease-deals>$/, '');
