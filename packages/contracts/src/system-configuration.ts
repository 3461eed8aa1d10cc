import { z } from 'zod';
import { Plan } from './enums.js';

export const SYSTEM_CONFIGURATION_COLLECTION = 'system-configuration';
export const SYSTEM_CONFIGURATION_DOC_ID = 'current';

/** Missing fields get a message that names them, so a broken config document is easy to diagnose. */
const requiredMessage =
  (field: string) =>
  (issue: { input: unknown }): string | undefined =>
    issue.input === undefined ? `${field} is required` : undefined;

const cost = (field: string) =>
  z.number({ error: requiredMessage(`systemCosts.${field}`) }).nonnegative();

export const systemCostsSchema = z.object(
  {
    creditsPerStory: cost('creditsPerStory'),
    creditsPerImage: cost('creditsPerImage'),
    creditsPerSong: cost('creditsPerSong'),
    creditsPerAudioBook: cost('creditsPerAudioBook'),
    creditsPerMinuteOfCall: cost('creditsPerMinuteOfCall'),
  },
  { error: requiredMessage('systemCosts') },
);
export type SystemCosts = z.infer<typeof systemCostsSchema>;

// Keys may be plan names ('Parent') or plan numbers ('3'); use planRecordValue to read them.
const planKeyedRecord = (field: string) =>
  z.record(z.string(), z.unknown(), { error: requiredMessage(field) });

export const campaignConfigurationsSchema = z.looseObject({
  default: z.string().optional(),
});
export type CampaignConfigurations = z.infer<typeof campaignConfigurationsSchema>;

export const systemConfigurationSchema = z.object({
  systemCosts: systemCostsSchema,
  subscriptionCredits: planKeyedRecord('subscriptionCredits'),
  subscriptionPrices: planKeyedRecord('subscriptionPrices'),
  campaignConfigurations: campaignConfigurationsSchema.optional(),
  tunneling: z.unknown().optional(),
  thirdPartyCosts: z.unknown().optional(),
  stripeProducts: z.unknown().optional(),
  lastUpdatedUtcEpoch: z.number().nonnegative().optional(),
  configurationVersion: z.union([z.string(), z.number()]).optional(),
});
export type SystemConfiguration = z.infer<typeof systemConfigurationSchema>;

/** Parses the configuration document; throws an Error naming every missing or invalid field. */
export function parseSystemConfiguration(input: unknown): SystemConfiguration {
  const result = systemConfigurationSchema.safeParse(input);
  if (result.success) return result.data;
  const detail = result.error.issues
    .map((issue) =>
      issue.path.length > 0 && !issue.message.includes(' is required')
        ? `${issue.path.join('.')}: ${issue.message}`
        : issue.message,
    )
    .join('; ');
  throw new Error(`Invalid system configuration: ${detail}`);
}

/** Reads a plan-keyed record by plan number ('3') or plan name ('Parent', any case). */
export function planRecordValue(record: Record<string, unknown>, plan: Plan): unknown {
  const numeric = String(plan);
  if (Object.hasOwn(record, numeric)) return record[numeric];
  const name = Object.entries(Plan).find(([, value]) => value === plan)?.[0];
  if (name === undefined) return undefined;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : record[key];
}
