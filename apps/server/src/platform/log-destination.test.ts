import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.js';

describe('the log destination', () => {
  let folder: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'storyloom-log-'));
    file = path.join(folder, 'out.log');
    fd = openSync(file, 'a');
  });
  afterEach(() => {
    closeSync(fd);
    rmSync(folder, { recursive: true, force: true });
  });

  const written = () => readFileSync(file, 'utf8');
  const settled = async (check: () => void) => {
    for (let tries = 0; ; tries += 1) {
      try {
        check();
        return;
      } catch (error) {
        if (tries > 200) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  };

  it('writes every line, in order, also those that come while a write is out', async () => {
    const destination = createLogDestination(fd);
    const lines = Array.from({ length: 5_000 }, (_, index) => `{"n":${index},"msg":"ñandú"}\n`);
    for (const [index, line] of lines.entries()) {
      destination.write(line);
      // Some lines in later turns of the loop, while earlier ones are being written.
      if (index % 1_000 === 999) await new Promise((resolve) => setImmediate(resolve));
    }
    await settled(() => expect(written()).toBe(lines.join('')));
    expect(destination.dropped).toBe(0);
  });

  it('writes what waits at once when asked to flush, as at exit', () => {
    const destination = createLogDestination(fd);
    destination.write('{"msg":"first"}\n');
    destination.write('{"msg":"second"}\n');
    expect(written()).toBe('');
    destination.flushSync();
    expect(written()).toBe('{"msg":"first"}\n{"msg":"second"}\n');
  });

  it('keeps a bounded amount while the output cannot keep up, and counts what it leaves out', async () => {
    const destination = createLogDestination(fd, { maxWaitingChars: 20 });
    destination.write('{"msg":"kept"}\n');
    destination.write('{"msg":"left out"}\n');
    expect(destination.dropped).toBe(1);
    await settled(() => expect(written()).toBe('{"msg":"kept"}\n'));
  });

  it('leaves nothing behind when a process logs and exits at once', () => {
    const script = [
      `import { createLogDestination } from ${JSON.stringify(path.join(import.meta.dirname, 'log-destination.ts'))};`,
      'const destination = createLogDestination(1);',
      "process.once('exit', () => destination.flushSync());",
      'for (let n = 0; n < 1000; n += 1) destination.write(`line ${n}\\n`);',
      'process.exit(0);',
    ].join('\n');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(Array.from({ length: 1000 }, (_, n) => `line ${n}\n`).join(''));
  }, 30_000);
});
