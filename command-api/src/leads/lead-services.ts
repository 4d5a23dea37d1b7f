import { type CodeChannel } from '@lease/domain';
import { PersonVault } from '@lease/projections';
import { perApp } from '../per-app';

export interface LeadServices {
  vault: PersonVault;
  /** Codes go by SMS when a provider is configured (it proves the number the supplier will ring), else by email. */
  codeChannel: CodeChannel;
  /** With neither email nor SMS configured (the embedded default) a developer reads codes from the log. */
  printCodes: boolean;
}

/** One vault and one delivery choice per app, built from its deps on first use. */
export const leadServicesFor = perApp(
  (deps): LeadServices => ({
    vault: new PersonVault(deps.orm, deps.config.SERVER_SECRET),
    codeChannel: deps.config.SMS_PROVIDER_URL ? 'sms' : 'email',
    printCodes: !deps.config.SMTP_URL && !deps.config.SMS_PROVIDER_URL,
  }),
);
