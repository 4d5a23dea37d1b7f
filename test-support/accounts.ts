import type { FastifyInstance } from 'fastify';
import { userStream } from '../domain/src';
import type { EventStore } from '../event-store/src';
import { PersonVault } from '../projections/src';
import { readCode } from '../command-api/src/leads/verification-codes';
import { grantStaffRole } from '../command-api/src/accounts/staff';
import type { TestApi } from './api';

export const PASSWORD = 'Correct-horse-9';

/** The plain code of the account's newest code of that kind, as the email would carry it. */
export async function accountCode(
  api: Pick<TestApi, 'orm' | 'config' | 'clock'> & { store: EventStore },
  userId: string,
  kind: 'EmailVerificationCodeIssued' | 'PasswordResetRequested' | 'EmailChangeRequested' = 'EmailVerificationCodeIssued',
): Promise<string> {
  const issued = (await api.store.readStream(userStream(userId))).filter((event) => event.type === kind).at(-1);
  if (!issued) throw new Error(`no ${kind} for ${userId}`);
  const code = await readCode({ orm: api.orm, vault: new PersonVault(api.orm, api.config.SERVER_SECRET), now: api.clock() }, (issued.data as { codeId: string }).codeId);
  if (!code) throw new Error(`the code for ${userId} is gone`);
  return code;
}

/** The refresh cookie a response set, as a browser would send it back. */
export function refreshCookie(response: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === 'ld_refresh');
  return cookie?.value || undefined;
}

export interface SignedIn {
  userId: string;
  idToken: string;
  accessToken: string;
  cookie: string;
}

/** A verified account through the real routes: register, read the code, verify. */
export async function signedUpUser(api: TestApi, email: string, details: { firstName?: string; lastName?: string; ip?: string } = {}): Promise<SignedIn> {
  const app: FastifyInstance = api.app;
  const registered = await app.inject({ method: 'POST', url: '/auth/register', payload: { email, password: PASSWORD, firstName: details.firstName, lastName: details.lastName } });
  if (registered.statusCode !== 201) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const { userId } = registered.json() as { userId: string };
  const verified = await app.inject({ method: 'POST', url: '/auth/verify', payload: { email, code: await accountCode(api, userId) } });
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
  const body = verified.json() as { idToken: string; accessToken: string };
  return { userId, idToken: body.idToken, accessToken: body.accessToken, cookie: refreshCookie(verified)! };
}

/** A verified account given the staff role, as `npm run staff:add` gives it. */
export async function signedUpStaff(api: TestApi, email: string): Promise<SignedIn> {
  const signedIn = await signedUpUser(api, email);
  const now = api.clock();
  await grantStaffRole(api.store, {
    serverSecret: api.config.SERVER_SECRET,
    email,
    now,
    metadata: { correlationId: `staff:${email}`, causationId: `staff:${email}`, actor: 'system', occurredAt: now.toISOString(), source: { app: 'test', version: 'test' } },
  });
  return signedIn;
}
