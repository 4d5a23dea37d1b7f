import { errors, jwtVerify, SignJWT } from 'jose';
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
  key: SigningKey;
}

export const ID_TOKEN_TTL_SECONDS = 15 * 60;

/** A short-lived signed token naming the person; `token_use` keeps an access token from passing as an id token. */
export async function issueToken(settings: TokenSettings, identity: Identity, use: TokenUse, now = new Date(), ttlSeconds = ID_TOKEN_TTL_SECONDS) {
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
export async function verifyToken(settings: TokenSettings, token: string, use: TokenUse, now = new Date()): Promise<Identity> {
  try {
    const { payload } = await jwtVerify(token, settings.key.publicKey, {
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
    throw error;
  }
}
