import { SEALED_PREFIX } from '@lease/domain';
/** A personal field sealed with its person's data key: 'sealed:v1:<personId>:<iv>:<ciphertext>:<tag>' (base64url). */
export type Sealed = string;

/**
 * A sealed value that does not open under the person it is read for: tampered, damaged, moved from another person,
 * or wrapped under another server secret. Thrown rather than reported as erased, so a fault is never shown as a
 * deliberate erasure.
 */
export class SealRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealRejected';
  }
}

export interface SealedParts {
  personId: string;
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

const PREFIX = SEALED_PREFIX;
// Parsed from the right so a person id holding ':' still round-trips; base64url never contains one.
const PATTERN = /^sealed:v1:(.+):([A-Za-z0-9_-]+):([A-Za-z0-9_-]*):([A-Za-z0-9_-]+)$/;

export function isSealed(value: unknown): value is Sealed {
  return typeof value === 'string' && PATTERN.test(value);
}

export function formatSealed({ personId, iv, ciphertext, tag }: SealedParts): Sealed {
  return `${PREFIX}${personId}:${iv.toString('base64url')}:${ciphertext.toString('base64url')}:${tag.toString('base64url')}`;
}

/**
 * The parts of a sealed value, or null for plain text written before sealing existed. A value with the prefix but
 * not the shape is damaged, not plain: passing it through would show ciphertext fragments as someone's name.
 */
export function parseSealed(value: string): SealedParts | null {
  if (!value.startsWith(PREFIX)) return null;
  const match = PATTERN.exec(value);
  if (!match) throw new SealRejected('Malformed sealed value');
  const [, personId, iv, ciphertext, tag] = match as unknown as [string, string, string, string, string];
  return {
    personId,
    iv: Buffer.from(iv, 'base64url'),
    ciphertext: Buffer.from(ciphertext, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
  };
}
