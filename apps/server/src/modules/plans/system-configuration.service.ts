import {
  SYSTEM_CONFIGURATION_UPDATED_EVENT,
  type Plan,
  type PublicSystemConfiguration,
  type SystemConfiguration,
} from '@storyloom/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { DEFAULT_SYSTEM_CONFIGURATION } from './default-system-configuration.js';
import type { PlansDeps } from './plans-deps.js';
import type { Executor } from '../../platform/db/executor.js';
import {
  insertConfigurationIfMissing,
  replaceConfiguration,
  selectConfiguration,
  type StoredConfiguration,
} from './system-configuration.repository.js';
import { planForStripePrice } from './stripe-prices.js';
import {
  InvalidSystemConfigurationError,
  toPublicConfiguration,
  validateSystemConfiguration,
} from './system-configuration.rules.js';

/** The document with the fields the server keeps for it. */
export type CurrentConfiguration = SystemConfiguration & {
  configurationVersion: number;
  lastUpdatedUtcEpoch: number;
};

/**
 * Reads the current document, seeding the defaults first on a new instance. Takes the database
 * or an open transaction (credit changes read costs inside theirs).
 */
export async function readConfiguration(db: Executor): Promise<CurrentConfiguration> {
  let stored = await selectConfiguration(db);
  if (!stored) {
    await insertConfigurationIfMissing(db, DEFAULT_SYSTEM_CONFIGURATION);
    stored = await selectConfiguration(db);
  }
  if (!stored) throw new Error('the system configuration could not be seeded');
  return fromStored(stored);
}

function fromStored(stored: StoredConfiguration): CurrentConfiguration {
  try {
    return {
      ...validateSystemConfiguration(stored.document),
      configurationVersion: stored.configurationVersion,
      lastUpdatedUtcEpoch: stored.updatedAt.getTime(),
    };
  } catch (error) {
    // Only a hand edit of the table gets here; the API never stores an invalid document.
    if (error instanceof InvalidSystemConfigurationError) {
      throw new AppError('configuration_invalid', error.message, 500);
    }
    throw error;
  }
}

export type SystemConfigurationService = ReturnType<typeof createSystemConfigurationService>;

export function createSystemConfigurationService({
  db,
  live,
  logger,
}: Pick<PlansDeps, 'db' | 'live' | 'logger'>) {
  return {
    /** Every process calls this at start; the first one writes, the others find it there. */
    async ensureSeeded(): Promise<void> {
      await insertConfigurationIfMissing(db, DEFAULT_SYSTEM_CONFIGURATION);
    },

    getCurrent: (): Promise<CurrentConfiguration> => readConfiguration(db),

    /**
     * The plan a Stripe price buys (`stripeProducts.prices`), or undefined. Pass the open
     * transaction when there is one (on PGlite nothing else may run meanwhile).
     */
    async planForStripePrice(priceId: string, tx: Executor = db): Promise<Plan | undefined> {
      return planForStripePrice(await readConfiguration(tx), priceId);
    },

    async getPublic(): Promise<PublicSystemConfiguration> {
      const current = await readConfiguration(db);
      return toPublicConfiguration(current, current);
    },

    /** Replaces the whole document and bumps its version; an invalid one changes nothing. */
    async replace(input: unknown): Promise<CurrentConfiguration> {
      let document: SystemConfiguration;
      try {
        document = validateSystemConfiguration(input);
      } catch (error) {
        if (error instanceof InvalidSystemConfigurationError) {
          throw new AppError('invalid_system_configuration', error.message, 400);
        }
        throw error;
      }
      await readConfiguration(db); // seeds a missing row, so the update below has one to bump
      const stored = await replaceConfiguration(db, document);
      if (!stored) throw new Error('the system configuration row vanished');
      const current = fromStored(stored);
      // Every open tab reads the public configuration again, so the credits bar's counts follow.
      // The change is saved either way; a tab that missed the signal catches up on its next read.
      await live
        .broadcast({
          type: SYSTEM_CONFIGURATION_UPDATED_EVENT,
          data: { configurationVersion: current.configurationVersion },
        })
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'announcing the new system configuration failed');
        });
      return current;
    },
  };
}
