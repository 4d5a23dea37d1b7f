import { aiBench } from './ai';
import { alertsBench } from './alerts';
import { analyticsBench } from './analytics';
import { commandsBench } from './commands';
import { eventStoreBench } from './eventstore';
import { historyBench } from './history';
import { searchBench } from './search';
import { soakBench } from './soak';
import { webBench } from './web';

export const benchmarks: Record<string, () => Promise<void>> = {
  ai: aiBench,
  alerts: alertsBench,
  analytics: analyticsBench,
  commands: commandsBench,
  eventstore: eventStoreBench,
  history: historyBench,
  search: searchBench,
  soak: soakBench,
  web: webBench,
};
