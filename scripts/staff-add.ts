import { createEventStore } from '../event-store/src';
import { appVersion } from '../command-api/src';
import { grantStaffRole } from '../command-api/src/accounts/staff';
import { localDatabase, localServerSecret, runScript, scriptMetadata } from './local-env';

// `npm run staff:add -- <email>`: the account with this email becomes staff (the admin console requires it).
// It takes effect at the person's next sign-in or token refresh, when their tokens are issued with the role.
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run staff:add -- <email>');
    return 2;
  }
  const database = await localDatabase();
  const store = await createEventStore({ databaseUrl: database.url, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
  try {
    const now = new Date();
    const { userId, granted } = await grantStaffRole(store, {
      serverSecret: process.env.SERVER_SECRET ?? localServerSecret(),
      email,
      metadata: scriptMetadata('staff-add', appVersion())(now),
      now,
    });
    console.log(granted ? `${email} (user ${userId}) is now staff.` : `${email} (user ${userId}) was staff already.`);
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
