import { useEffect, useRef, useState } from 'react';
import { HTTP_STATUS } from '@lease/domain';
import { attemptKeys } from '../../api/attempt-keys';
import { type ApiClientError, toApiClientError } from '../../api/errors';
import { useRandomId } from '../../app/hooks';
import type { ErrorDetail } from '../error/error-slice';
import { CHECK_THE_FIELDS } from '../../ui/FormAlert';
import { type FeedbackSent, sendFeedback } from './contact-call';
import { CONTACT_FAILURES } from './contact-variants';
import { CAPTCHA_FIELD } from './validate-contact';

/** A failure shaped as the error slice keeps one (code -> message and field errors), for useFieldErrors. */
type FailureEntry = Record<string, ErrorDetail>;

export type SendState = { status: 'idle' } | { status: 'sending' } | ({ status: 'sent' } & FeedbackSent) | { status: 'failed'; entry: FailureEntry };

function failureEntry(error: ApiClientError): FailureEntry {
  if (error.errors) return { [error.responseCode ?? error.code]: { message: CHECK_THE_FIELDS, errors: error.errors } };
  const message = error.status === HTTP_STATUS.tooManyRequests ? CONTACT_FAILURES.tooMany : CONTACT_FAILURES.unavailable;
  return { [error.code]: { message } };
}

/**
 * The contact form's one request, kept in the component: nothing else on the site reads it, and the spec's client
 * state has no slice for it. A new entry per failure, so focus moves to the first field in error once per answer.
 */
export function useSendFeedback() {
  const randomId = useRandomId();
  const [keys] = useState(attemptKeys);
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const send = async (body: Record<string, string>) => {
    // The captcha is left out of the attempt, as the API leaves it out of the key's fingerprint: a retry needs a
    // fresh solution but is the same message.
    const { [CAPTCHA_FIELD]: _captcha, ...message } = body;
    const key = keys.keyFor(message, randomId);
    setState({ status: 'sending' });
    try {
      const { reference, message: thanks } = await sendFeedback(body, key);
      keys.settled();
      if (live.current) setState({ status: 'sent', reference, message: thanks });
    } catch (caught) {
      if (live.current) setState({ status: 'failed', entry: failureEntry(toApiClientError(caught)) });
    }
  };

  return { state, send };
}
