import type { FastifyRequest } from 'fastify';
import { isStaffNow } from '../accounts/staff';
import type { AppDeps } from '../deps';
import { ApiError } from '../plugins/api-error';
import { notAuthenticated, tokenSettingsFor } from './authenticate';
import { InvalidToken, verifyToken, type Identity } from './tokens';

export const notStaff = () =>
  new ApiError(403, { type: 'forbidden', code: 'STAFF_ONLY', message: 'Only staff can use the console. Ask an administrator to give your account the staff role.' });

/**
 * The staff member calling the admin API: an access token as a bearer (the console's), 401 without a valid one,
 * and 403 unless the account is staff now, read from its own stream rather than from the token, so a role taken
 * away counts at once.
 */
export async function authenticateStaff(deps: AppDeps, request: FastifyRequest): Promise<Identity> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : '';
  if (!token) throw notAuthenticated();
  let identity: Identity;
  try {
    identity = await verifyToken(tokenSettingsFor(deps), token, 'access', deps.clock());
  } catch (error) {
    if (error instanceof InvalidToken) throw notAuthenticated();
    throw error;
  }
  if (!(await isStaffNow(deps.store, identity.userId))) throw notStaff();
  return identity;
}
