import { StepHeading, StepStatus } from '../StepParts';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/** Spec §2 Google login and Facebook login: shown while the browser leaves for the provider's sign-in page. */
export function SocialLoginStep({ provider }: { provider: keyof typeof PROVIDER_NAMES }) {
  const name = PROVIDER_NAMES[provider];
  return (
    <div className="auth-step">
      <StepHeading>Continue with {name}</StepHeading>
      <p>
        <span className="button__spinner auth-step__spinner" aria-hidden="true" />
        {name} will ask you to sign in, then bring you back here.
      </p>
      <StepStatus>Taking you to {name}…</StepStatus>
    </div>
  );
}
