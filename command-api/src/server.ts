import { loadConfig } from './config';
import { startApi } from './runtime';

// The API process on its own (docker-compose, or any host with DATABASE_URL). `npm start` goes through
// scripts/start.ts instead, which first starts the embedded database.
async function main(): Promise<void> {
  const api = await startApi(loadConfig());
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    api.app.log.info({ signal }, 'shutting down');
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
