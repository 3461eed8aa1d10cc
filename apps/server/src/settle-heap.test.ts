import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// V8 state cannot be observed from inside a test worker that other files share, so the check
// runs in a process of its own: the server's code loaded, as main.ts loads it (decision 0039).
describe('settleHeap', () => {
  // Loading the whole server takes seconds on a busy machine.
  it('gives objects grown alike one shape again once the language libraries are loaded', () => {
    const script = path.join(import.meta.dirname, 'test/shapes-after-loading.mts');
    const run = spawnSync(
      process.execPath,
      ['--conditions=@storyloom/source', '--import', 'tsx', script],
      { cwd: path.join(import.meta.dirname, '..'), encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const shapes = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Record<
      string,
      boolean
    >;
    // Without the collection the libraries' word lists leave plain objects no shapes to share:
    // if this first line ever fails, a library changed and the note in settle-heap.ts is stale.
    expect(shapes.before).toBe(false);
    expect(shapes.after).toBe(true);
    expect(shapes.gcLeftBehind).toBe(false);
  }, 60_000);
});
