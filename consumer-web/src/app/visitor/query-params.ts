// Spec §2 "Behaviour on every page": the query parameters the app reads on every page. The ones a touchpoint
// records (spec §3 User, Tracking) are the domain's TOUCHPOINT_KEYS, which the API keeps too.
import { TOUCHPOINT_KEYS, type Touchpoint } from '@lease/domain';

export const EMAIL_MARKETING_ID_PARAM = 'llit_dd_uid';
export const SOCIAL_SIGN_UP_PARAM = 'social-sign-up';

/** A query as routers hand it over: a key given more than once becomes an array of its values. */
export type QueryParams = Record<string, string | string[]>;

export function parseQuery(search: string): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = params[key];
    params[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
}

/** Spec §3: when a value is an array, only its first element is used. An empty value counts as absent. */
export function firstValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}

/** The touchpoint these parameters describe, or null when the URL carries no tracking parameter. */
export function touchpointFrom(params: QueryParams): Touchpoint | null {
  const touchpoint = Object.fromEntries(TOUCHPOINT_KEYS.map((name) => [name, firstValue(params[name])])) as Touchpoint;
  return Object.values(touchpoint).some((value) => value !== null) ? touchpoint : null;
}
