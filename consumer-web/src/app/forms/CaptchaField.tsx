import { Fragment, type Ref, useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { get } from '../../api/client';
import { fieldClass } from '../../ui/field-parts';
import '../../ui/field.css';
import { useLoaderDelay } from '../../ui/use-loader-delay';
import './captcha.css';

/** GET /captcha/challenge: an ALTCHA challenge, or only the provider when Google reCAPTCHA is configured. */
type ChallengeResponse = { provider: 'altcha'; parameters: Record<string, unknown>; signature?: string } | { provider: 'recaptcha' };

interface WidgetState {
  state: string;
  payload: string | null;
}

interface CaptchaFieldProps {
  id: string;
  /** Receives the value the widget puts in its form field, or '' while there is none. */
  onChange: (value: string) => void;
  error?: string;
  /** A new value asks for a new challenge (the API said the last one expired). */
  resetKey?: number;
  /** The group, which the form focuses when the captcha is what is missing. */
  ref?: Ref<HTMLDivElement>;
}

type Challenge = { status: 'loading' } | { status: 'ready'; json: string } | { status: 'unavailable' };

/**
 * The ALTCHA widget (spec §5: the captcha response is sent with call-back and alternative leads, and with the
 * contact form). The widget and its challenge load only when a form that needs them opens. Challenges are single use, so the field fetches a fresh one
 * itself, hands it to the widget as JSON, and fetches another when the widget reports it expired or the form
 * asks for a reset.
 */
export function CaptchaField({ id, onChange, error, resetKey = 0, ref }: CaptchaFieldProps) {
  const [challenge, setChallenge] = useState<Challenge>({ status: 'loading' });
  const [expiries, setExpiries] = useState(0);
  const widget = useRef<HTMLElement>(null);
  const report = useRef(onChange);
  const loadingShown = useLoaderDelay(challenge.status === 'loading');
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    let live = true;
    setChallenge({ status: 'loading' });
    report.current('');
    Promise.all([get<ChallengeResponse>('/captcha/challenge'), import('altcha')])
      .then(([response]) => {
        if (!live) return;
        // Google's widget is not loaded on this site; without an ALTCHA challenge there is nothing to solve.
        if (response.provider !== 'altcha' || !response.parameters) setChallenge({ status: 'unavailable' });
        else setChallenge({ status: 'ready', json: JSON.stringify({ parameters: response.parameters, signature: response.signature }) });
      })
      .catch(() => live && setChallenge({ status: 'unavailable' }));
    return () => {
      live = false;
    };
  }, [resetKey, expiries]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<WidgetState>).detail;
      report.current(state === 'verified' && payload ? payload : '');
    };
    const expired = () => setExpiries((count) => count + 1);
    element.addEventListener('statechange', changed);
    element.addEventListener('expired', expired);
    return () => {
      element.removeEventListener('statechange', changed);
      element.removeEventListener('expired', expired);
    };
  }, [challenge]);

  const errorId = `${id}-error`;
  return (
    <div
      ref={ref}
      className={`${fieldClass(error)} captcha`}
      role="group"
      tabIndex={-1}
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? errorId : undefined}
    >
      <p className="field__label" id={`${id}-label`}>
        Show you’re human
      </p>
      {challenge.status === 'ready' && (
        // A new challenge gets a new widget, so nothing of the last one's state (verified, expired) carries over.
        <Fragment key={challenge.json}>
          <altcha-widget id={id} ref={widget} challenge={challenge.json} name="g-recaptcha-response" />
        </Fragment>
      )}
      {/* The line is held while the check loads, and says so only past the loader delay. */}
      {challenge.status === 'loading' && <p className="captcha__note">{loadingShown ? 'Loading the check…' : '\u00a0'}</p>}
      {challenge.status === 'unavailable' && (
        <p className="captcha__note" role="alert">
          The check that you’re human can’t load just now, so this form can’t be sent. Please try again later.
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
