import { eventStoreBench } from './eventstore';
import { searchBench } from './search';
import { webBench } from './web';

export const benchmarks: Record<string, () => Promise<void>> = {
  eventstore: eventStoreBench,
  search: searchBench,
  web: webBench,
};
