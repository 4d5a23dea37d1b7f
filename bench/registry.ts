import { alertsBench } from './alerts';
import { commandsBench } from './commands';
import { eventStoreBench } from './eventstore';
import { historyBench } from './history';
import { searchBench } from './search';
import { webBench } from './web';

export const benchmarks: Record<string, () => Promise<void>> = {
  alerts: alertsBench,
  commands: commandsBench,
  eventstore: eventStoreBench,
  history: historyBench,
  search: searchBench,
  web: webBench,
};
