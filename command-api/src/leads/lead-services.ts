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

/**
 * Seals a person's fields with their key. An erased person who comes back is a new person to us: their new lead or
 * message gets a new key, so the erasure of the old one still holds.
 */
export async function sealForPerson<T extends Record<string, string>>(deps: AppDeps, personId: string, fields: T) {
  const { vault } = leadServicesFor(deps);
  try {
    return { personId, sealed: await vault.seal(personId, fields) };
  } catch (error) {
    if (!(error instanceof PersonErased)) throw error;
    const fresh = `${personId}.${deps.clock().getTime().toString(36)}`;
    return { personId: fresh, sealed: await vault.seal(fresh, fields) };
  }
}
