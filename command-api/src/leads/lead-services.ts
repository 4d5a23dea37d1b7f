import { type CodeChannel } from '@lease/domain';
import { PersonVault } from '@lease/projections';
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
