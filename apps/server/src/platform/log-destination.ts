import { write, writeSync } from 'node:fs';

/** Lines held while the output is slower than the process; beyond it new lines are counted, not kept. */
const MAX_WAITING_CHARS = 8 * 1024 * 1024;
/** How long to wait before trying again when a non-blocking output is full. */
const FULL_RETRY_MS = 20;
/** At exit, how many times a full output is waited for before the rest is given up (a second). */
const MAX_FULL_TRIES_AT_EXIT = 50;

export type LogDestination = {
  write(line: string): void;
  /** Writes what waits, synchronously: at exit, when no later turn of the loop will come. */
  flushSync(): void;
  /** Lines left out because the output could not keep up (or failed). */
  readonly dropped: number;
};

/**
 * The process's log lines, written to a file descriptor (standard output by default) one batch
 * per turn of the event loop: the lines of a turn, and those that come while a write is out, are
 * joined once and leave in one asynchronous write. pino's own destination measured the byte
 * length of everything waiting on every line and handed each write to the thread pool alone,
 * about a tenth of a remembered read's CPU (decision 0039).
 */
export function createLogDestination(
  fd = 1,
  { maxWaitingChars = MAX_WAITING_CHARS }: { maxWaitingChars?: number } = {},
): LogDestination {
  let waiting: string[] = [];
  let waitingChars = 0;
  /** The bytes of the write that is out, or null. */
  let out: Buffer | null = null;
  let scheduled = false;
  let dropped = 0;

  const takeWaiting = () => {
    const bytes = Buffer.from(waiting.length === 1 ? waiting[0]! : waiting.join(''));
    waiting = [];
    waitingChars = 0;
    return bytes;
  };

  const writeWaiting = () => {
    scheduled = false;
    if (out || waiting.length === 0) return;
    out = takeWaiting();
    send();
  };

  function send(): void {
    const bytes = out!;
    write(fd, bytes, 0, bytes.length, null, (error, written) => {
      if (error?.code === 'EAGAIN') {
        setTimeout(send, FULL_RETRY_MS);
        return;
      }
      if (!error && written < bytes.length) {
        out = bytes.subarray(written);
        send();
        return;
      }
      if (error) dropped += countLines(bytes);
      out = null;
      writeWaiting();
    });
  }

  return {
    write(line) {
      if (waitingChars + line.length > maxWaitingChars) {
        dropped += 1;
        return;
      }
      waiting.push(line);
      waitingChars += line.length;
      if (!out && !scheduled) {
        scheduled = true;
        setImmediate(writeWaiting);
      }
    },
    flushSync() {
      // A write that is out is left to land (as pino's own destination does); what waits goes now.
      if (waiting.length === 0) return;
      const bytes = takeWaiting();
      let sent = 0;
      for (let fullTries = 0; sent < bytes.length && fullTries < MAX_FULL_TRIES_AT_EXIT;) {
        try {
          sent += writeSync(fd, bytes, sent);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') break;
          fullTries += 1;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, FULL_RETRY_MS);
        }
      }
      if (sent < bytes.length) dropped += countLines(bytes.subarray(sent));
    },
    get dropped() {
      return dropped;
    },
  };
}

function countLines(bytes: Buffer): number {
  let lines = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines += 1;
  return lines;
}
