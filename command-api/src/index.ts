export { buildApp, REQUEST_TIMEOUT_MS } from './app';
export { loadConfig, configSchema, appVersion, type Config } from './config';
export type { AppDeps } from './deps';
export { systemClock } from './clock';
export { startApi, type RunningApi } from './runtime';
export { handleCommand, handleCommands, type CommandResult } from './commands/handle-command';
