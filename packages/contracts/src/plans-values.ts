// Zod-free so the web's first load can use these without downloading zod (value-modules.test.ts).
import { Plan, type PlanName } from './enums.js';

/** Plan names in plan-number order (Demo=1 .. UnregisteredUser=5). */
export const PLAN_NAMES = [
  'Demo',
  'Explorer',
  'Parent',
  'Professional',
  'UnregisteredUser',
] as const;

export function planName(plan: Plan): PlanName {
  const name = PLAN_NAMES[plan - 1];
  if (name === undefined) throw new RangeError(`Unknown plan ${String(plan)}`);
  return name;
}

/** A plan from its number ('3', 3) or its name ('Parent', any case); undefined if neither. */
export function planFrom(value: string | number): Plan | undefined {
  const text = String(value).trim();
  const numeric = Number(text);
  if (text !== '' && Number.isInteger(numeric)) {
    return Object.values(Plan).find((plan) => plan === numeric);
  }
  const index = PLAN_NAMES.findIndex((name) => name.toLowerCase() === text.toLowerCase());
  return index === -1 ? undefined : Plan[PLAN_NAMES[index]!];
}

/** The live event that carries the user's current subscription after every change. */
export const SUBSCRIPTION_UPDATED_EVENT = 'subscription.updated';

/**
 * The live event every connected user receives when an administrator changes the system
 * configuration; it carries only the new version, and tabs read the public configuration again.
 */
export const SYSTEM_CONFIGURATION_UPDATED_EVENT = 'systemConfiguration.updated';

export const insufficientCreditsMessage = (cost: number, available: number): string =>
  `Not enough credits: this needs ${cost} and you have ${available}.`;
