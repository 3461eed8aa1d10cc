import type { Config } from '../../config.js';
import type { Plans } from '../plans/index.js';
import type { Platform } from '../../platform/platform.js';

/** What the operators' routes are built from. */
export type OperationsDeps = { config: Config; platform: Platform; plans: Plans };
