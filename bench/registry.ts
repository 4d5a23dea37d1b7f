import { alertsBench } from './alerts';
import { commandsBench } from './commands';
import { eventStoreBench } from './eventstore';
import { searchBench } from './search';
import { webBench } from './web';

export const benchmarks: Record<string, () => Promise<void>> = {
  alerts: alertsBench,
  commands: commandsBench,
  eventstore: eventStoreBench,
  search: searchBench,
  web: webBench,
};
