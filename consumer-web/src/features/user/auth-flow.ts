// Spec §2 "Authentication flow steps". Only the sign-up modal's opening uses them so far; the steps themselves
// arrive with the accounts issue.

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

/** The status a sign-up modal opens in: the first step of the flow. */
export const INITIAL_SIGN_UP_STEP: AuthFlowStep = 'pre-register';
