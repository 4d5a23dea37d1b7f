import type { UserState } from '../user/user-slice';

/**
 * The "extra query-string fields" a lead carries (spec §3 "Call-back lead"): the last touch's campaign
 * parameters, the email-marketing id and the visitor key. Absent values are left out rather than sent as null.
 */
export function leadTracking(user: UserState): Record<string, string> {
  const fields: Record<string, string | null> = {
    ...user.touchpoints.lastTouch,
    llit_dd_uid: user.dotDigitalId,
    visitorKey: user.visitorKey,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}
