import { ConfigError, loadConfig, type Config } from './config.js';
import { runMigrateRole } from './migrate-role.js';
import { settleHeap } from './settle-heap.js';
import { startRole } from './start-role.js';

/**
 * Starts the roles this process plays (web, worker or both) and shuts them down gracefully; or,
 * as ROLE=migrate, migrates the database and exits.
 */
async function main(): Promise<void> {
  // Every module is loaded by now; collect what loading left behind before any work starts.
  settleHeap();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  if (config.role === 'migrate') {
    await runMigrateRole(config);
    process.exit(0);
  }

  const running = await startRole(config);
  const { app, platform } = running;
  const log = app?.log ?? platform.logger;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    try {
      await running.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  if (!app) {
    log.info({ role: config.role, database: platform.database.kind }, 'worker started');
    return;
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { role: config.role, database: platform.database.kind, productName: config.productName },
    `${config.productName} is ready`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
