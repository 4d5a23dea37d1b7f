import type { z } from 'zod';

/** The settings these rules read; the rest of the config is no concern of theirs. */
interface Checked {
  NODE_ENV?: string;
  DEV_LOG_CODES: boolean;
  AUTH_EXTERNAL_ISSUER?: string;
  AUTH_EXTERNAL_AUDIENCE?: string;
}

/**
 * Settings that are each valid alone but unsafe together. They stop the process at start, naming the setting to
 * change, rather than letting it run with a hole in it.
 */
export function productionRules(config: Checked, context: z.RefinementCtx): void {
  // Verification and password-reset codes in a production log would let anyone who reads the logs take over
  // accounts and confirm leads.
  if (config.DEV_LOG_CODES && config.NODE_ENV === 'production') {
    context.addIssue({
      code: 'custom',
      path: ['DEV_LOG_CODES'],
      message: 'DEV_LOG_CODES writes verification codes to the log and is for development only: unset it when NODE_ENV=production',
    });
  }
  // Without an audience, jose checks none: any id token the issuer signed, for any of its clients (another
  // company's app on the same identity pool), would sign a person in here.
  if (config.AUTH_EXTERNAL_ISSUER && !config.AUTH_EXTERNAL_AUDIENCE?.trim()) {
    context.addIssue({
      code: 'custom',
      path: ['AUTH_EXTERNAL_AUDIENCE'],
      message: "AUTH_EXTERNAL_AUDIENCE is required with AUTH_EXTERNAL_ISSUER: set it to this site's client id at that issuer",
    });
  }
}
