import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(root, 'apps/server/dist/main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One process of the built app (`apps/server/dist/main.js`) in a role, with a folder of its own. */
export type AppProcess = {
  name: string;
  role: string;
  /** http://127.0.0.1:{port} for web processes. */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed, for the test's failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has gone. */
  exited: Promise<number | string>;
  /** SIGTERM, as an orchestrator stops a container, and wait for it to go. */
  stop(): Promise<number | string>;
  /** SIGKILL: no shutdown at all, as when a machine dies. */
  kill(): Promise<number | string>;
};

/**
 * Starts the built app as a deployment runs it: `node apps/server/dist/main.js` with ROLE and the
 * shared settings in its environment, listening on 127.0.0.1. Web processes are waited for until
 * /readyz answers; workers until they print that they started.
 */
export async function startAppProcess(options: {
  name: string;
  role: 'web' | 'worker' | 'migrate';
  env: Record<string, string>;
  port?: number;
}): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), `storyloom-${options.name}-`));
  let printed = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    env: {
      // Nothing of this shell's own settings: each process gets exactly what a deployment gives.
      PATH: process.env.PATH ?? '',
      ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ROLE: options.role,
      LOG_LEVEL: 'info',
      // The default demo is made only where a journey asks for it.
      DEFAULT_DEMO: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    // Node could not even start (its binary missing): no 'exit' follows.
    child.once('error', (error) => resolve(`could not start: ${error.message}`));
  });
  void exited.then(() => rm(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const running: AppProcess = {
    name: options.name,
    role: options.role,
    url,
    port,
    child,
    output: () => printed,
    exited,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
  if (options.role === 'migrate') return running;

  const deadline = Date.now() + 60_000;
  for (;;) {
    const gone = await Promise.race([exited, Promise.resolve(null)]);
    if (gone !== null) throw new Error(`${options.name} exited with ${gone}:\n${printed}`);
    const ready =
      options.role === 'web'
        ? await fetch(`${url}/readyz`).then(
            (response) => response.ok,
            () => false,
          )
        : printed.includes('"worker started"');
    if (ready) return running;
    if (Date.now() > deadline) {
      await running.kill();
      throw new Error(`${options.name} did not start within 60 s:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
