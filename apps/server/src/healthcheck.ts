import { loadConfig, type Config } from './config.js';

/**
 * The container's HEALTHCHECK (`node apps/server/dist/healthcheck.js`): asks this container's own
 * server for /healthz. A worker serves no HTTP and a migrate step exits when done, so for those
 * the process being alive is the answer (exit 0).
 */
export function healthcheckUrl(config: Pick<Config, 'role' | 'host' | 'port'>): string | null {
  if (config.role === 'worker' || config.role === 'migrate') return null;
  // A server listening on every interface answers on loopback too.
  const everywhere = ['0.0.0.0', '::', '[::]', ''].includes(config.host);
  const host = everywhere
    ? '127.0.0.1'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${config.port}/healthz`;
}

async function check(): Promise<number> {
  const url = healthcheckUrl(loadConfig());
  if (url === null) return 0;
  const response = await fetch(url, { signal: AbortSignal.timeout(4_000) });
  return response.ok ? 0 : 1;
}

// Run as a script only, not when a test imports the function.
if (process.argv[1]?.endsWith('healthcheck.js')) {
  check().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`unhealthy: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
