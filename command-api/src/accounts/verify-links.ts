import { randomBytes } from 'node:crypto';
import { ACCOUNT_CODE_VALIDITY_MS, personIdForUser, VERIFY_LINK_TOKEN_PATTERN } from '@lease/domain';
import type { AppDeps } from '../deps';
import { leadServicesFor } from '../leads/lead-services';
import { hashCode, storeCode } from '../leads/verification-codes';

// The link in the verification email that confirms the address when followed (spec §8 AUTO_VERIFYING_USER). Like
// the code beside it: the secret is kept sealed with the account's key for the sender only, the log records a keyed
// hash, and it lasts as long as the code.

/** 256 random bits: nobody guesses one, so a wrong link counts no failed attempt against the account. */
const drawSecret = () => randomBytes(32).toString('base64url');

/** What the log keeps of a link: bound to its account, so it says nothing about any other. */
export const verifyLinkHash = (serverSecret: string, userId: string, secret: string) => hashCode(serverSecret, `user-link:${userId}`, secret);

/**
 * The page the email links to. The token rides in the fragment: browsers send it neither to the server that serves
 * the page nor in a Referer, so it stays out of access logs; the page posts it to /auth/verify-link.
 */
export const verifyEmailLink = (origin: string, userId: string, secret: string) => `${origin.replace(/\/$/, '')}/auth/verify-email#token=${userId}.${secret}`;

export function parseVerifyLinkToken(token: string): { userId: string; secret: string } | null {
  const match = VERIFY_LINK_TOKEN_PATTERN.exec(token);
  return match ? { userId: match[1]!, secret: match[2]! } : null;
}

/** A fresh link for the account, its secret sealed and stored for the sender; what the code's command records. */
export async function newVerifyLink(deps: AppDeps, userId: string): Promise<{ linkId: string; linkHash: string }> {
  const secret = drawSecret();
  const personId = personIdForUser(userId);
  const { sealed } = await leadServicesFor(deps).vault.seal(personId, { sealed: secret });
  const stored = await storeCode(
    { orm: deps.orm, secret: deps.config.SERVER_SECRET, now: deps.clock(), validityMs: ACCOUNT_CODE_VALIDITY_MS },
    { leadReference: `user-link:${userId}`, personId, channel: 'email', code: secret, sealedCode: sealed },
  );
  return { linkId: stored.codeId, linkHash: stored.codeHash };
}
