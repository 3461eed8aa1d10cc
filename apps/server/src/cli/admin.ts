import { ConfigError } from '../config.js';
import { runAdminCommand } from './admin-command.js';

// Entry point of `npm run admin -- grant|revoke|set-plan|grant-credits ...`.
runAdminCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
