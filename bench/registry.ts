import { eventStoreBench } from './eventstore';
import { searchBench } from './search';

export const benchmarks: Record<string, () => Promise<void>> = {
  eventstore: eventStoreBench,
  search: searchBench,
};
