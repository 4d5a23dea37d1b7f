import { type CodeChannel } from '@lease/domain';
import { PersonErased, PersonVault } from '@lease/projections';
import type { AppDeps } from '../deps';
import { perApp } from '../per-app';

export interface LeadServices {
  vault: PersonVault;
  /** Codes go by SMS when a provider is configured (it proves the number the supplier will ring), else by email. */
  codeChannel: CodeChannel;
  /**
   * Codes are also written to the log only when DEV_LOG_CODES is set (development; refused in production), never
   * merely because no email or SMS provider is configured: that would fill a production log with every code.
   */
  printCodes: boolean;
}

/** One vault and one delivery choice per app, built from its deps on first use. */
export const leadServicesFor = perApp(
  (deps): LeadServices => ({
    vault: new PersonVault(deps.orm, deps.config.SERVER_SECRET),
    codeChannel: deps.config.SMS_PROVIDER_URL ? 'sms' : 'email',
    printCodes: deps.config.DEV_LOG_CODES,
  }),
);

type Groups = Record<string, Record<string, string>>;
type SealedGroups<G extends Groups> = { [K in keyof G]: { [F in keyof G[K]]: string } };

// Joins a group's name to a field's for the one seal call; no field or group name holds it.
const SEPARATOR = '\u0000';

/**
 * Seals a person's fields with their key, in groups (a lead's contact, its code, its tracking values), with one
 * trip for the key, and gives them back in the same groups. An erased person who comes back is a new person to us:
 * their new lead or message gets a new key, so the erasure of the old one still holds.
 */
export async function sealForPerson<G extends Groups>(deps: AppDeps, personId: string, groups: G): Promise<{ personId: string; sealed: SealedGroups<G> }> {
  const { vault } = leadServicesFor(deps);
  const flat = Object.fromEntries(Object.entries(groups).flatMap(([group, fields]) => Object.entries(fields).map(([field, value]) => [`${group}${SEPARATOR}${field}`, value])));
  const regroup = (sealed: Record<string, string | null>) => {
    const out: Record<string, Record<string, string>> = Object.fromEntries(Object.keys(groups).map((group) => [group, {}]));
    for (const [name, value] of Object.entries(sealed)) {
      const [group, field] = name.split(SEPARATOR) as [string, string];
      out[group]![field] = value!;
    }
    return out as SealedGroups<G>;
  };
  try {
    return { personId, sealed: regroup(await vault.seal(personId, flat)) };
  } catch (error) {
    if (!(error instanceof PersonErased)) throw error;
    const fresh = `${personId}.${deps.clock().getTime().toString(36)}`;
    return { personId: fresh, sealed: regroup(await vault.seal(fresh, flat)) };
  }
}
