import { createEventStore } from '../event-store/src';
import { createOrm, PersonVault } from '../projections/src';
import { composeMessage, type OutboxRow } from '../command-api/src/delivery/compose-message';
import { DeliveryError } from '../command-api/src/delivery/backoff';
import { localDatabase, localServerSecret, runScript } from './local-env';

// `npm run outbox [-- <count>]`: the newest messages the outbox holds, with their state and, for emails and SMS, the
// words as they would be sent. With no SMTP or SMS provider configured (the embedded default) this is where a
// developer reads the verification codes and confirmations the site sends.
async function main(): Promise<number> {
  const count = Math.min(200, Math.max(1, Number(process.argv[2] ?? 10) || 10));
  const database = await localDatabase();
  const orm = await createOrm(database.url, 2);
  const store = await createEventStore({ databaseUrl: database.url, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
  try {
    const rows = await orm.em.fork().getConnection().execute<(OutboxRow & { status: string; held_reason: string | null; last_error: string | null; created_at: Date })[]>(
      `SELECT message_id, kind, channel, source_reference, person_id, recipient, payload, attempts, status, held_reason, last_error, created_at
       FROM notification_outbox ORDER BY created_at DESC, message_id LIMIT ?`,
      [count],
    );
    if (rows.length === 0) console.log('The outbox is empty.');
    const secret = process.env.SERVER_SECRET ?? localServerSecret();
    const context = { store, orm, vault: new PersonVault(orm, secret), config: { SERVER_SECRET: secret, LEADS_SERVICE_URL: process.env.LEADS_SERVICE_URL }, now: new Date() };
    for (const row of rows) {
      const state = [row.status, row.held_reason, row.last_error && `last error: ${row.last_error}`, `${row.attempts} attempt(s)`].filter(Boolean).join(' · ');
      console.log(`\n${new Date(row.created_at).toISOString()}  ${row.kind} (${row.channel}) for ${row.source_reference}\n  ${state}`);
      try {
        const message = await composeMessage(context, row);
        if (message.channel === 'email') console.log(`  to ${message.to}: ${message.subject}\n${indent(message.text)}`);
        else if (message.channel === 'sms') console.log(`  to ${message.to}: ${message.body}`);
        else console.log(`  POST ${message.url ?? `(nowhere: ${message.unreachable})`}\n${indent(JSON.stringify(message.payload, null, 2))}`);
      } catch (error) {
        console.log(`  (${error instanceof DeliveryError ? error.message : String(error)})`);
      }
    }
    return 0;
  } finally {
    await store.close();
    await orm.close();
    await database.embedded?.stop();
  }
}

const indent = (text: string) => text.replace(/^/gm, '    ');

runScript(main);
