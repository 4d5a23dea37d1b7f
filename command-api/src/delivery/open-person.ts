import type { PersonVault } from '@lease/projections';
import { DeliveryError } from './backoff';

// What every message that goes to a person needs before it is written: their sealed fields opened, and an address.

/** The outbox row's person, as much as these helpers read of it. */
interface PersonRow {
  person_id: string | null;
}

export function required(to: string | null): string {
  if (!to) throw new DeliveryError('no address to send to', true, { code: 'no-recipient' });
  return to;
}

/** The person's sealed fields opened; an erased person's message is dropped for good. */
export async function openPerson<T extends Record<string, string | null>>(vault: PersonVault, row: PersonRow, fields: T): Promise<T> {
  return openedPerson(row.person_id ? await vault.open(row.person_id, fields) : fields);
}

/** Fields opened elsewhere (with a code, in one key lookup): null means the person was erased. */
export function openedPerson<T>(opened: T | null): T {
  if (!opened) throw new DeliveryError('the person was erased', true, { code: 'person-erased' });
  return opened;
}
