import { createHash, createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from 'node:crypto';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

// PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): a fixed prefix, then the 32 seed bytes.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The Ed25519 key tokens are signed with, derived from the server secret so every API process signs and checks
 * alike with nothing to share or store. Its id names the public key, so a changed secret is a different key.
 */
export function signingKeyFrom(serverSecret: string, generation = 1): SigningKey {
  const seed = Buffer.from(hkdfSync('sha256', serverSecret, 'lease-deals', `token-signing-key:${generation}`, 32));
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const kid = createHash('sha256').update(publicKey.export({ format: 'der', type: 'spki' })).digest('base64url').slice(0, 16);
  return { kid, privateKey, publicKey };
}
