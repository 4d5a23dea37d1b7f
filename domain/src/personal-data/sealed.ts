import { z } from 'zod';

// A personal field as it appears in an event: sealed with the person's own key, which lives outside the log.
// Erasing the person deletes the key, and every copy of the field in the log becomes unreadable at once
// (crypto-shredding, DECISIONS.md "Personal data"). The format is owned by the vault in projections.
export const SEALED_PREFIX = 'sealed:v1:';

export const sealedSchema = z.string().startsWith(SEALED_PREFIX);

/** What read models and APIs show in place of an erased person's field. */
export const ERASED_TEXT = '[erased]';
