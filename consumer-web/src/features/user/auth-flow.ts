// Spec §2 "Authentication flow steps": each is a state of the authentication modal (features/auth).

export const AUTH_FLOW_STEPS = [
  'pre-register',
  'register',
  'verify',
  'verify-from-signup',
  'already-verified',
  'login',
  'google-login',
  'facebook-login',
  'forgot-password',
  'password-reset-email-sent',
  'new-password',
  'gather-mobile',
  'gather-mobile-complete',
  'password-reset-complete',
  'ai-intro',
] as const;

export type AuthFlowStep = (typeof AUTH_FLOW_STEPS)[number];

/** The step the modal opens on when none is named (a social sign-up link, "Create an account"). */
export const INITIAL_SIGN_UP_STEP: AuthFlowStep = 'pre-register';
