import { createEventStore } from '../event-store/src';
import { appVersion } from '../command-api/src';
import { revokeStaffRole } from '../command-api/src/accounts/staff';
import { localDatabase, localServerSecret, runScript, scriptMetadata } from './local-env';

// `npm run staff:remove -- <email>`: the account with this email is staff no more. Staff-only calls read the role
// from the account, not from the token, so it takes effect at the person's next request.
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run staff:remove -- <email>');
    return 2;
  }
  const database = await localDatabase();
  const store = await createEventStore({ databaseUrl: database.url, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
  try {
    const now = new Date();
    const { userId, revoked } = await revokeStaffRole(store, {
      serverSecret: process.env.SERVER_SECRET ?? localServerSecret(),
      email,
      metadata: scriptMetadata('staff-remove', appVersion())(now),
      now,
    });
    console.log(revoked ? `${email} (user ${userId}) is no longer staff.` : `${email} (user ${userId}) was not staff.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await store.close();
    await database.embedded?.stop();
  }
}

runScript(main);
