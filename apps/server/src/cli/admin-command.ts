import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db/database.js';
import { runMigrations } from '../platform/db/migrate.js';
import { AppError } from '../platform/http/app-error.js';
import { databaseOptionsFor } from '../platform/platform.js';
import { planFrom, planName, PLAN_NAMES, type Plan } from '@storyloom/contracts';
import { pino } from 'pino';
import { setAdmin } from '../modules/identity/index.js';
import { createPlans, MAX_CREDIT_GRANT } from '../modules/plans/index.js';
import { createLiveHub } from '../platform/live/live-hub.js';
import type { Database } from '../platform/db/database.js';
import { MOVE_FILES_USAGE, runMoveFilesToS3 } from './move-files-to-s3.js';

const USAGE = [
  'Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>',
  `   |   npm run admin -- set-plan <email> <${PLAN_NAMES.join('|')}>`,
  '   |   npm run admin -- grant-credits <email> <amount>   (a negative amount takes credits away)',
  MOVE_FILES_USAGE,
].join('\n');

type Command =
  | { action: 'grant' | 'revoke'; email: string }
  | { action: 'set-plan'; email: string; plan: Plan }
  | { action: 'grant-credits'; email: string; amount: number };

function parseArgs(args: string[]): Command | undefined {
  const [action, email, value] = args;
  if (!email) return undefined;
  if ((action === 'grant' || action === 'revoke') && args.length === 2) return { action, email };
  if (action === 'set-plan' && args.length === 3 && value !== undefined) {
    const plan = planFrom(value);
    return plan === undefined ? undefined : { action, email, plan };
  }
  if (action === 'grant-credits' && args.length === 3 && value !== undefined) {
    const amount = Number(value);
    const valid = Number.isInteger(amount) && amount !== 0 && Math.abs(amount) <= MAX_CREDIT_GRANT;
    return valid ? { action, email, amount } : undefined;
  }
  return undefined;
}

/**
 * `npm run admin -- grant|revoke <email>` gives or takes the admin role; `set-plan` and
 * `grant-credits` change an account's plan and credits. Returns the exit code; prints what
 * happened for a person.
 */
export async function runAdminCommand(
  args: string[],
  /** The environment to read settings from; the process's own when not given. */
  env?: NodeJS.ProcessEnv,
  print: { out: (line: string) => void; err: (line: string) => void } = {
    out: console.log,
    err: console.error,
  },
): Promise<number> {
  if (args[0] === 'move-files-to-s3') return runMoveFilesToS3(args.slice(1), env, print);
  const command = parseArgs(args);
  if (!command) {
    print.err(USAGE);
    return 64; // EX_USAGE
  }
  const config = loadConfig(env);
  const database = await openDatabase(databaseOptionsFor(config));
  try {
    await runMigrations(database);
    if (command.action === 'set-plan' || command.action === 'grant-credits') {
      print.out(await changePlansAndCredits(database, command));
      return 0;
    }
    const account = await setAdmin(database.db, command.email, command.action === 'grant');
    print.out(
      account.admin
        ? `${account.email} is now an administrator. The change shows in their next ID token (within ${Math.round(config.idTokenTtlSeconds / 60)} minutes).`
        : `${account.email} is no longer an administrator.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      print.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

async function changePlansAndCredits(
  database: Database,
  command: Extract<Command, { action: 'set-plan' | 'grant-credits' }>,
): Promise<string> {
  const logger = pino({ level: 'warn' });
  // On PostgreSQL the running servers hear the change through LISTEN/NOTIFY and tell open tabs.
  const live = await createLiveHub({ database, logger });
  try {
    const { admin } = createPlans({ db: database.db, live, logger });
    const userId = await admin.userIdForEmail(command.email);
    const email = command.email.trim().toLowerCase();
    if (command.action === 'set-plan') {
      const subscription = await admin.setPlan(userId, command.plan);
      return `${email} is now on the ${planName(subscription.plan)} plan with ${subscription.creditsAvailable} credits.`;
    }
    const subscription = await admin.adjustCredits(userId, {
      amount: command.amount,
      note: 'npm run admin',
      by: 'the admin command',
    });
    return `${email} now has ${subscription.creditsAvailable} credits.`;
  } finally {
    await live.close();
  }
}
