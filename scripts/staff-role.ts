import { createEventStore } from '../event-store/src';
import { appVersion } from '../command-api/src';
import { grantStaffRole, revokeStaffRole } from '../command-api/src/accounts/staff';
import { localDatabase, localServerSecret, runScript, scriptMetadata } from './local-env';

// `npm run staff:add -- <email>`: the account with this email becomes staff (the admin console requires it); its
// tokens name the role from its next sign-in or refresh.
// `npm run staff:remove -- <email>`: the account is staff no more. Staff-only calls read the role from the account,
// not from the token, so that holds from the person's next request.
async function main(): Promise<number> {
  const [change, email] = process.argv.slice(2);
  if ((change !== 'add' && change !== 'remove') || !email || !email.includes('@')) {
    console.error('Usage: npm run staff:add -- <email>   or   npm run staff:remove -- <email>');
    return 2;
  }
  const database = await localDatabase();
  const store = await createEventStore({ databaseUrl: database.url, eventStoreUrl: process.env.EVENTSTORE_URL || undefined });
  try {
    const now = new Date();
    const options = { serverSecret: process.env.SERVER_SECRET ?? localServerSecret(), email, metadata: scriptMetadata(`staff-${change}`, appVersion())(now), now };
    if (change === 'add') {
      const { userId, granted } = await grantStaffRole(store, options);
      console.log(granted ? `${email} (user ${userId}) is now staff.` : `${email} (user ${userId}) was staff already.`);
    } else {
      const { userId, revoked } = await revokeStaffRole(store, options);
      console.log(revoked ? `${email} (user ${userId}) is no longer staff.` : `${email} (user ${userId}) was not staff.`);
    }
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
