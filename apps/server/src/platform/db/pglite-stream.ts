import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

// node-postgres talks to embedded PGlite through this in-process stream instead of a loopback
// socket server (docs/decisions/0034-embedded-database-in-process.md). node-postgres writes one
// protocol message per write; they are gathered until one that asks for an answer (Sync, a
// simple Query, Flush) and handed to PGlite as one batch, its answer pushed back as the bytes a
// server would send. One batch at a time: Duplex calls _write again only after the last ended.

const STARTUP_HANDLED = Symbol('startup handled');

/** Protocol messages after which the client waits for the server: the batch goes now. */
const ANSWER_NOW = new Set([
  0x53, // Sync
  0x51, // Query (simple protocol)
  0x48, // Flush
]);
const TERMINATE = 0x58;

export class PgliteStream extends Duplex {
  readonly #pglite: PGlite;
  #pending: Buffer[] = [];
  [STARTUP_HANDLED] = false;

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
  }

  // What node-postgres calls on a net.Socket.
  connect(): this {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.#pending.push(chunk);
    const bytes = this.#pending.length === 1 ? chunk : Buffer.concat(this.#pending);
    // The startup message has no type byte; it is answered at once.
    const batch = this[STARTUP_HANDLED] ? completeBatch(bytes) : bytes;
    this[STARTUP_HANDLED] = true;
    if (batch === 'terminate') {
      this.#pending = [];
      // Queued on PGlite now, so before anything a later connection sends.
      this.#rollBackOpenTransaction().then(() => {
        this.push(null);
        done();
      }, done);
      return;
    }
    if (!batch) {
      this.#pending = [bytes];
      done();
      return;
    }
    this.#pending = [];
    this.#exchange(batch).then(() => done(), done);
  }

  override _final(done: (error?: Error) => void): void {
    this.push(null);
    done();
  }

  /**
   * A connection dropped inside a transaction (a client destroyed by the pool) must not leave
   * PGlite's one session in it for the next connection: it is rolled back.
   */
  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#rollBackOpenTransaction().then(
      () => done(error),
      () => done(error),
    );
  }

  async #rollBackOpenTransaction(): Promise<void> {
    const pglite = this.#pglite;
    await pglite.runExclusive(async () => {
      if (pglite.closed || !pglite.isInTransaction()) return;
      // Its answer is nobody's: the client has gone.
      await pglite.execProtocolRawStream(simpleQuery('rollback'), { onRawData: () => {} });
    });
  }

  async #exchange(batch: Buffer): Promise<void> {
    await this.#pglite.runExclusive(() =>
      this.#pglite.execProtocolRawStream(new Uint8Array(batch), {
        // The view is on PGlite's memory, reused by its next answer: copied.
        onRawData: (data) => this.push(Buffer.from(data)),
      }),
    );
  }
}

/** A simple-protocol Query message. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message[0] = 0x51;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

/**
 * The bytes to hand over when they end with a message that asks for an answer (all complete
 * messages), 'terminate' when the client says goodbye, else null (wait for more).
 */
function completeBatch(bytes: Buffer): Buffer | 'terminate' | null {
  let offset = 0;
  let answerNow = false;
  while (offset + 5 <= bytes.length) {
    const type = bytes[offset]!;
    const end = offset + 1 + bytes.readInt32BE(offset + 1);
    if (end > bytes.length) break;
    // Terminate would end PGlite's one session for every later connection: never passed on.
    if (type === TERMINATE) return 'terminate';
    if (ANSWER_NOW.has(type)) answerNow = true;
    offset = end;
  }
  return answerNow && offset === bytes.length ? bytes : null;
}
