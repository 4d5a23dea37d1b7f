import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { canonicalEmail, CommandRefused, rewardDecider, rewardStream, type RewardCommand } from '@lease/domain';
import { WrongExpectedVersion } from '@lease/event-store';
import { handleCommands } from '../commands/handle-command';
import { requestMetadata } from '../commands/metadata';
import type { AppDeps } from '../deps';
import { ApiError } from '../plugins/api-error';
import { refusedOn } from '../account-space/account-space-commands';

// What the person's and the staff's reward routes share: commands on a claim's stream, and the keyed hashes the
// checks compare (never the address or number itself, and never in the log).

export const REWARD_READ_MODELS = ['rewards'] as const;

/** A keyed hash of a canonical email address or phone number: equal for the same mailbox, useless without the secret. */
export function rewardFingerprint(deps: AppDeps, kind: 'email' | 'phone', value: string | null): string | null {
  if (!value) return null;
  const canonical = kind === 'email' ? canonicalEmail(value) : value;
  return createHmac('sha256', deps.config.SERVER_SECRET).update(`reward-${kind}:${canonical}`).digest('base64url');
}

export const claimChanged = () =>
  new ApiError(409, {
    type: 'conflict',
    code: 'REWARD_CLAIM_CHANGED',
    message: 'This claim has changed since you opened it. Reload it to see what changed, then try again.',
    errors: { version: 'This claim has changed since you opened it.' },
  });

async function revisionOf(deps: AppDeps, claimId: string): Promise<number | null> {
  const last = (await deps.store.readStream(rewardStream(claimId))).at(-1);
  return last ? Number(last.streamRevision) : null;
}

/**
 * Commands to one claim's stream, recorded as `actor`'s. With `expectedVersion` (the console's), a claim that moved
 * on since the page read it is refused rather than decided on again; a refusal answers against `field`.
 */
export async function commandClaim(
  deps: AppDeps,
  request: FastifyRequest,
  claimId: string,
  actor: string,
  commands: readonly RewardCommand[],
  options: { field: string; expectedVersion?: number },
) {
  const now = deps.clock();
  try {
    return await handleCommands(deps.store, {
      stream: rewardStream(claimId),
      decider: rewardDecider,
      commands,
      metadata: () => ({ ...requestMetadata(request, deps.config.version, now), actor }),
      now,
      expectedRevision: options.expectedVersion === undefined ? undefined : BigInt(options.expectedVersion),
    });
  } catch (error) {
    if (error instanceof CommandRefused) {
      // A page that showed an older version is told to reload before being told why: what it shows is out of date.
      if (options.expectedVersion !== undefined && (await revisionOf(deps, claimId)) !== options.expectedVersion) throw claimChanged();
      throw refusedOn(options.field, error);
    }
    if (error instanceof WrongExpectedVersion) throw claimChanged();
    throw error;
  }
}

