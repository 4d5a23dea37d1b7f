import { useState } from 'react';
import { useLocation } from '../../app/routing/router';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOKEN_PATTERN } from '@lease/domain';
import { useAppSelector } from '../../app/hooks';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { selectIsPending } from '../loader/loader-slice';

/** The token the email's link carries after `#token=`: the fragment never reaches a server's logs. */
export function useLinkToken(): string | null {
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token')?.trim() ?? '';
  return NEWSLETTER_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * A flow a link page starts with one click: whether it is running, whether it ended well since the click, and what
 * to say when it did not (the API's words about the link itself, or the flow's own message).
 */
export function useLinkFlow(flow: string) {
  const [started, setStarted] = useState(false);
  const busy = useAppSelector((state) => selectIsPending(state, flow));
  const failure = failureOf(useAppSelector((state) => selectErrorEntry(state, flow)));
  const problem = !failure
    ? undefined
    : (failure.errors?.token ?? (failure.code === 'refused' ? NEWSLETTER_MESSAGES.linkExpired : failure.message));
  return { busy, problem, succeeded: started && !busy && !failure, start: () => setStarted(true) };
}
