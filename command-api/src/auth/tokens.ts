import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import type { SigningKey } from './token-keys';

export type TokenUse = 'id' | 'access';

export interface Identity {
  userId: string;
  email: string | null;
  roles: string[];
}

export interface TokenSettings {
  issuer: string;
  audience: string;
  /** The key new tokens are signed with. */
  key: SigningKey;
  /** Keys whose tokens are accepted: the current one and, after a rotation, the one before it. */
  verificationKeys: SigningKey[];
}

export const ID_TOKEN_TTL_SECONDS = 15 * 60;

/** The public keys as a JWKS, for anyone checking our tokens (`/.well-known/jwks.json`). */
export function jwksOf(keys: SigningKey[]) {
  return {
    keys: keys.map((key) => ({ ...key.publicKey.export({ format: 'jwk' }), kid: key.kid, alg: 'EdDSA', use: 'sig' })),
  };
}

/** A short-lived signed token naming the person; `token_use` keeps an access token from passing as an id token. */
export async function issueToken(settings: TokenSettings, identity: Identity, use: TokenUse, now: Date, ttlSeconds = ID_TOKEN_TTL_SECONDS) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: identity.email ?? undefined, roles: identity.roles, token_use: use })
    .setProtectedHeader({ alg: 'EdDSA', kid: settings.key.kid, typ: 'JWT' })
    .setSubject(identity.userId)
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(settings.key.privateKey);
}

export class InvalidToken extends Error {
  override readonly name = 'InvalidToken';
}

/**
 * The identity a token carries, or InvalidToken. Only EdDSA is accepted (so `alg: none` and algorithm swaps are
 * refused), and the signature, issuer, audience, expiry and use are all checked.
 */
export async function verifyToken(settings: TokenSettings, token: string, use: TokenUse, now: Date): Promise<Identity> {
  try {
    const { kid } = decodeProtectedHeader(token);
    const key = settings.verificationKeys.find((candidate) => candidate.kid === kid);
    if (!key) throw new InvalidToken('signed with a key this API does not know');
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: ['EdDSA'],
      issuer: settings.issuer,
      audience: settings.audience,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.token_use !== use) throw new InvalidToken(`not an ${use} token`);
    return {
      userId: payload.sub!,
      email: typeof payload.email === 'string' ? payload.email : null,
      roles: Array.isArray(payload.roles) ? payload.roles.filter((role): role is string => typeof role === 'string') : [],
    };
  } catch (error) {
    if (error instanceof InvalidToken) throw error;
    if (error instanceof errors.JOSEError) throw new InvalidToken(error.code);
    // decodeProtectedHeader throws a plain error for what is not a JWT at all.
    throw new InvalidToken(error instanceof Error ? error.message : 'unreadable token');
  }
}
