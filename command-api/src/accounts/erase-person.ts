import type { FastifyRequest } from 'fastify';
import { normaliseEmail } from '@lease/domain';
import { personIdForEmail } from '@lease/projections';
import type { AppDeps } from '../deps';
import { leadServicesFor } from '../leads/lead-services';
import { eraseNewsletterSubscriber } from '../newsletter/subscribers';

/**
 * Everything held about a person known by this address, apart from an account: the leads they sent (sealed under a
 * key derived from the address, and any key that succeeded it after an earlier erasure) and their newsletter
 * subscription. Erasing an account calls this with its address too, so what was sent before signing up goes with
 * it. Safe to repeat.
 */
export async function eraseByEmail(deps: AppDeps, request: FastifyRequest, email: string): Promise<{ leadKeys: number; newsletter: boolean }> {
  const address = normaliseEmail(email);
  const leadKeys = await leadServicesFor(deps).vault.eraseWithSuccessors(personIdForEmail(deps.config.SERVER_SECRET, address));
  const { erased } = await eraseNewsletterSubscriber(deps, address, request);
  return { leadKeys, newsletter: erased };
}
