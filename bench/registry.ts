import { commandsBench } from './commands';
import { eventStoreBench } from './eventstore';
import { searchBench } from './search';
import { webBench } from './web';

export const benchmarks: Record<string, () => Promise<void>> = {
  commands: commandsBench,
  eventstore: eventStoreBench,
  search: searchBench,
  web: webBench,
};
