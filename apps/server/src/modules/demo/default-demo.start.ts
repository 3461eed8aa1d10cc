import type { Platform } from '../../platform/platform.js';
import type { Plans } from '../plans/index.js';
import type { StoriesModule } from '../stories/index.js';
import { makeDefaultDemo } from './default-demo.js';

export type DefaultDemoRun = {
  /** Settles when the making ended (made, nothing to do, or failed: failures are logged). */
  finished: Promise<string | null>;
  /** Asks the making to stop between steps and waits for it. */
  stop(): Promise<void>;
};

/**
 * Starts making the default demo in the background, after the server is up: a first start is
 * not held back by it, and a process that stops meanwhile leaves it to the next start.
 */
export function startDefaultDemo(options: {
  platform: Platform;
  plans: Plans;
  stories: StoriesModule;
  language: 'en' | 'es';
}): DefaultDemoRun {
  const logger = options.platform.logger.child({ component: 'default-demo' });
  let stopping = false;
  const finished = makeDefaultDemo({ ...options, stopping: () => stopping }).then(
    (code) => {
      if (code) logger.info({ code }, 'the default demo is ready');
      return code;
    },
    (error: unknown) => {
      if (!stopping) logger.error({ err: error }, 'the default demo could not be made');
      return null;
    },
  );
  return {
    finished,
    async stop() {
      stopping = true;
      await finished;
    },
  };
}
