import { eventStoreBench } from './eventstore';

export const benchmarks: Record<string, () => Promise<void>> = {
  eventstore: eventStoreBench,
};
