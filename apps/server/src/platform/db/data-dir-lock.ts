import { readFile, rm, writeFile } from 'node:fs/promises';

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A pid file beside the folder makes a second opener stop with a clear message; a file left by
 * a process that died is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}. ` +
          'Stop that server first, or point both at PostgreSQL with DATABASE_URL.',
        { cause: error },
      );
    }
    await writeFile(lockFile, String(process.pid));
  }
  return () => rm(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
