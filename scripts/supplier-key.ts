import { supplierDecider, supplierStream } from '../domain/src';
import { createEventStore } from '../event-store/src';
import { appVersion, handleCommand } from '../command-api/src';
import { generateSupplierKey } from '../command-api/src/feeds/supplier-keys';
import { supplierSigningSecret } from '../command-api/src/delivery/supplier-webhook';
import { LEADS_SERVICE } from '../command-api/src/leads/lead-payloads';
import { localDatabase, localServerSecret, runScript, scriptMetadata } from './local-env';

// `npm run supplier:key -- <supplierId>`: issues an API key for feed uploads and prints it once; only its hash is kept.
// `npm run supplier:key -- --signing <supplierId|leads-service>`: prints the secret its lead deliveries are signed
// with. It is derived from the server secret, so nothing is stored and it prints the same every time.
async function main(): Promise<number> {
  if (process.argv[2] === '--signing') {
    const target = process.argv[3];
    if (!target || !(/^\d+$/.test(target) || target === LEADS_SERVICE)) {
      console.error(`Usage: npm run supplier:key -- --signing <supplierId|${LEADS_SERVICE}>`);
      return 2;
    }
    const id = /^\d+$/.test(target) ? Number(target) : target;
    console.log(supplierSigningSecret(process.env.SERVER_SECRET ?? localServerSecret(), id));
    return 0;
  }
  const revoking = process.argv[2] === '--revoke';
  const supplierId = Number(process.argv[revoking ? 3 : 2]);
  const keyId = process.argv[4];
  if (!Number.isInteger(supplierId) || supplierId <= 0 || (revoking && !keyId)) {
    console.error('Usage: npm run supplier:key -- <supplierId>   or   npm run supplier:key -- --revoke <supplierId> <keyId>');
    return 2;
  }
  const database = await localDatabase();
  const store = await createEventStore({ databaseUrl: database.url, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
  try {
    if (revoking) {
      const now = new Date();
      // The key id is the part of the key between `lk_` and the dot.
      const result = await handleCommand(store, {
        stream: supplierStream(supplierId),
        decider: supplierDecider,
        command: { type: 'RevokeSupplierApiKey', supplierId, keyId: keyId!.replace(/^lk_/, '').split('.')[0]! },
        metadata: scriptMetadata('supplier-key', appVersion())(now),
        now,
      });
      console.log(result.events.length > 0 ? `Key ${keyId} of supplier ${supplierId} is revoked.` : `Supplier ${supplierId} has no key ${keyId}.`);
      return 0;
    }
    const issued = generateSupplierKey(process.env.SERVER_SECRET ?? localServerSecret());
    const now = new Date();
    await handleCommand(store, {
      stream: supplierStream(supplierId),
      decider: supplierDecider,
      command: { type: 'IssueSupplierApiKey', supplierId, keyId: issued.keyId, keyHash: issued.keyHash },
      metadata: scriptMetadata('supplier-key', appVersion())(now),
      now,
    });
    console.log(`API key for supplier ${supplierId} (shown once; send it as x-api-key):\n${issued.key}`);
    return 0;
  } finally {
    await store.close();
    await database.embedded?.stop();
  }
}

runScript(main);
