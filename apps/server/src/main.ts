import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { runsJobWorkers, startPlatform } from './platform/platform.js';

/** Starts the roles this process plays (web, worker or both) and shuts them down gracefully. */
async function main(): Promise<void> {
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

  const platform = await startPlatform(config);
  const app = await buildApp({ config, platform });
  // Modules registered their jobs while the app was built; a 'web' process only enqueues them.
  if (runsJobWorkers(config.role)) await platform.jobs.startWorkers();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    try {
      await app.close();
      await platform.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  if (config.role === 'worker') {
    await app.ready();
    app.log.info({ role: config.role, database: platform.database.kind }, 'worker started');
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
