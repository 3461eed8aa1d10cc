import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { registerJobs } from './jobs.js';
import { scheduleDigests } from './modules/family-mails/index.js';
import { startDefaultDemo, type DefaultDemoRun } from './modules/demo/index.js';
import type { DatabaseOptions } from './platform/db/database.js';
import type { Authenticate } from './platform/http/authentication.js';
import {
  databaseOptionsFor,
  runsJobWorkers,
  startPlatform,
  type Platform,
} from './platform/platform.js';
import { composeServices, type Services } from './services.js';
import { runStartupSteps } from './startup.js';

export type RunningRole = {
  platform: Platform;
  services: Services;
  /** The HTTP app, not listening yet; null in the worker role, which serves no HTTP at all. */
  app: FastifyInstance | null;
  /** The default demo being made after start (a fresh instance's web role), else null. */
  defaultDemo: DefaultDemoRun | null;
  /** Closes the app, then the platform (running jobs first). */
  close(): Promise<void>;
};

/**
 * Starts what this process's role needs: the platform, the start-up steps and the job list in
 * every role; the HTTP app unless it is a worker; job workers unless it is web only.
 */
export async function startRole(
  config: Config,
  options: { database?: DatabaseOptions; authenticate?: Authenticate } = {},
): Promise<RunningRole> {
  if (config.role === 'migrate') throw new Error('ROLE=migrate runs runMigrateRole, not a role');
  const platform = await startPlatform(config, options.database ?? databaseOptionsFor(config));
  const services = composeServices(config, platform);
  await runStartupSteps(platform, services);
  // Every role knows the jobs: a web process enqueues them, a worker runs them.
  registerJobs(platform.jobs, services);
  const app =
    config.role === 'worker'
      ? null
      : await buildApp({ config, platform, services, authenticate: options.authenticate });
  await app?.ready();
  if (runsJobWorkers(config.role)) await platform.jobs.startWorkers();
  // Tests run the digests themselves, on a clock of their own.
  const digests =
    runsJobWorkers(config.role) && config.env !== 'test'
      ? scheduleDigests(platform.jobs, services.familyMails, platform.logger)
      : null;
  // After start, in the background: a first start is not held back by it (README: DEFAULT_DEMO).
  const defaultDemo =
    app && config.defaultDemo.enabled
      ? startDefaultDemo({
          platform,
          plans: services.plans,
          stories: services.stories,
          language: config.defaultDemo.language,
        })
      : null;
  return {
    platform,
    services,
    app,
    defaultDemo,
    async close() {
      digests?.stop();
      await defaultDemo?.stop();
      await app?.close();
      await platform.close();
    },
  };
}
