import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db/database.js';
import { runMigrations } from '../platform/db/migrate.js';
import { AppError } from '../platform/http/app-error.js';
import { databaseOptionsFor } from '../platform/platform.js';
import { setAdmin } from '../modules/identity/identity.service.js';

const USAGE = 'Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>';

/**
 * `npm run admin -- grant|revoke <email>`: gives or takes the admin role. Returns the exit code;
 * prints what happened for a person.
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
  const [action, email] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || args.length !== 2) {
    print.err(USAGE);
    return 64; // EX_USAGE
  }
  const config = loadConfig(env);
  const database = await openDatabase(databaseOptionsFor(config));
  try {
    await runMigrations(database);
    const account = await setAdmin(database.db, email, action === 'grant');
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
