import type { FastifyRequest } from 'fastify';
import { CommandRefused, type Decider } from '@lease/domain';
import { findVehicle } from '@lease/projections';
import { handleCommands, type KnownStream } from '../commands/handle-command';
import { requestMetadata } from '../commands/metadata';
import type { AppDeps } from '../deps';
import { ApiError } from '../plugins/api-error';

// What the garage, saved-search and price-alert routes share: a command on the person's own stream, refusals
// turned into an answer that names the field, and the checks on the ids a person sends.

/** The read models an account-space list reads: its own rows, and the deals and vehicles they point at. */
export const ACCOUNT_SPACE_READ_MODELS = ['account-space', 'catalogue'] as const;

/** Commands to one of the person's streams, recorded as theirs. A refusal answers against `field`. */
export async function commandOwnStream<Command, Event extends { type: string; data: unknown }, State>(
  deps: AppDeps,
  request: FastifyRequest,
  userId: string,
  target: { stream: string; decider: Decider<Command, Event, State>; field: string; known?: KnownStream<State> },
  commands: readonly Command[],
) {
  const now = deps.clock();
  try {
    return await handleCommands(deps.store, {
      stream: target.stream,
      decider: target.decider,
      commands,
      metadata: () => ({ ...requestMetadata(request, deps.config.version, now), actor: `user:${userId}` }),
      now,
      known: target.known,
    });
  } catch (error) {
    if (error instanceof CommandRefused) throw refusedOn(target.field, error);
    throw error;
  }
}

export function refusedOn(field: string, refusal: CommandRefused): ApiError {
  return new ApiError(refusal.status, {
    type: refusal.status === 404 ? 'notfound' : 'refused',
    code: refusal.code,
    message: refusal.message,
    errors: { [field]: refusal.message },
  });
}

export const fieldNotFound = (code: string, field: string, message: string) =>
  new ApiError(404, { type: 'notfound', code, message, errors: { [field]: message } });

/** A vehicle still offered, or a 404 against `vehicleId`. */
export async function offeredVehicle(deps: AppDeps, vehicleId: number, code: string) {
  const vehicle = await findVehicle(deps.orm, vehicleId);
  if (!vehicle) throw fieldNotFound(code, 'vehicleId', `We have no vehicle with the id ${vehicleId}.`);
  if (vehicle.withdrawn) throw fieldNotFound(code, 'vehicleId', 'This vehicle is no longer offered.');
  return vehicle.spec;
}

/** The names a list shows a vehicle by. */
export const vehicleNames = (spec: { vehicleType: number; manufacturer: { name: string }; range: { name: string }; derivative: string }) => ({
  vehicleType: spec.vehicleType as 1 | 2,
  manufacturerName: spec.manufacturer.name,
  rangeName: spec.range.name,
  derivativeName: spec.derivative,
});
