import type { LongAnswer } from '../http/long-answers.js';

/**
 * Remembered answers of hot family reads (docs/decisions/0036): the bytes a route answered, kept
 * per family and per URL until a change to that family's rows is heard (`forget`), and never
 * served older than maxAgeMs, in case a change went unheard.
 *
 * A reading takes a ticket before it reads; its answer is kept only if the family was not
 * forgotten in between, so an answer read before a change and finished after it is never kept.
 * Forgetting a family drops its record, and a ticket holds the record it was taken from: that
 * identity is the whole check.
 */
export type AnswerTicket = { readonly familyId: string; readonly record: FamilyRecord };

/** Ends a read that others may be waiting for: its answer, or undefined for them to read. */
export type SettleReading = (body: AnswerBody | undefined) => void;

/**
 * An answer's JSON: a short one as text, a long one as its UTF-8 bytes with a gzip copy made once
 * (answer-cache-hooks.ts says which when).
 */
export type AnswerBody = string | LongAnswer;

type Remembered = { body: AnswerBody; storedAt: number };
type Reading = Promise<AnswerBody | undefined>;
type FamilyRecord = {
  answers: Map<string, Remembered>;
  // Reads under way since the family last changed, by key: one read serves everyone who asks.
  readings: Map<string, Reading>;
  bytes: number;
};

export type AnswerCacheOptions = {
  /** Memory for bodies, keys and records; the least recently used families go first. */
  maxBytes: number;
  maxAgeMs: number;
  now?: () => number;
};

// What a family's record and a remembered answer cost beyond their bytes, roughly.
const RECORD_OVERHEAD_BYTES = 200;
const ANSWER_OVERHEAD_BYTES = 100;

export class AnswerCache {
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  // In least recently used order: a family read again moves to the end.
  #families = new Map<string, FamilyRecord>();
  #bytes = 0;
  #hits = 0;
  #shared = 0;

  constructor(options: AnswerCacheOptions) {
    this.#maxBytes = options.maxBytes;
    this.#maxAgeMs = options.maxAgeMs;
    this.#now = options.now ?? Date.now;
  }

  /** The remembered answer of a family to a key, if there is a fresh one. */
  answer(familyId: string, key: string): AnswerBody | undefined {
    const record = this.#families.get(familyId);
    const remembered = record?.answers.get(key);
    if (!record || !remembered) return undefined;
    if (this.#now() - remembered.storedAt > this.#maxAgeMs) {
      record.answers.delete(key);
      this.#resize(record, -sizeOf(key, remembered.body));
      return undefined;
    }
    this.#families.delete(familyId);
    this.#families.set(familyId, record);
    this.#hits += 1;
    return remembered.body;
  }

  /** Taken before reading what may be remembered. */
  ticket(familyId: string): AnswerTicket {
    let record = this.#families.get(familyId);
    if (!record) {
      record = { answers: new Map(), readings: new Map(), bytes: RECORD_OVERHEAD_BYTES };
      this.#families.set(familyId, record);
      this.#bytes += RECORD_OVERHEAD_BYTES;
      this.#evictOverBudget(record);
    }
    return { familyId, record };
  }

  /**
   * The answer another request is reading for this family and key, begun since the family last
   * changed, if there is one. Waiting for it instead of reading again means one read, not fifty,
   * when an answer expires or a family changes under many open requests (decision 0043).
   */
  reading(familyId: string, key: string): Reading | undefined {
    const reading = this.#families.get(familyId)?.readings.get(key);
    if (reading) this.#shared += 1;
    return reading;
  }

  /**
   * Marks the ticket's read of a key as the one others wait for. The caller must settle it once,
   * whatever its answer; a change heard meanwhile leaves it with the record it was begun in, so
   * requests that arrive after the change read afresh.
   */
  lead(ticket: AnswerTicket, key: string): SettleReading {
    const { readings } = ticket.record;
    let settle!: SettleReading;
    const reading: Reading = new Promise((resolve) => (settle = resolve));
    readings.set(key, reading);
    return (body) => {
      if (readings.get(key) === reading) readings.delete(key);
      settle(body);
    };
  }

  /** Keeps an answer unless the family changed (or was evicted) since the ticket; says which. */
  remember(ticket: AnswerTicket, key: string, body: AnswerBody): boolean {
    const { record } = ticket;
    if (this.#families.get(ticket.familyId) !== record) return false;
    const size = sizeOf(key, body);
    if (size > this.#maxBytes / 4) return false;
    const previous = record.answers.get(key);
    if (previous) this.#resize(record, -sizeOf(key, previous.body));
    record.answers.set(key, { body, storedAt: this.#now() });
    this.#resize(record, size);
    this.#evictOverBudget(record);
    return true;
  }

  /** The family's rows changed: nothing it was answered before is served again. */
  forget(familyId: string): void {
    const record = this.#families.get(familyId);
    if (!record) return;
    this.#families.delete(familyId);
    this.#bytes -= record.bytes;
  }

  /** Anything may have changed (a lost notification connection, a truncated table). */
  forgetAll(): void {
    this.#families = new Map();
    this.#bytes = 0;
  }

  /** Answers served from memory, and requests that waited for another's read. */
  stats(): { families: number; bytes: number; hits: number; shared: number } {
    return {
      families: this.#families.size,
      bytes: this.#bytes,
      hits: this.#hits,
      shared: this.#shared,
    };
  }

  #resize(record: FamilyRecord, delta: number): void {
    record.bytes += delta;
    this.#bytes += delta;
  }

  #evictOverBudget(keep: FamilyRecord): void {
    for (const [familyId, record] of this.#families) {
      if (this.#bytes <= this.#maxBytes) return;
      if (record !== keep) this.forget(familyId);
    }
  }
}

// A string takes one or two bytes a character, depending on what it holds.
const sizeOf = (key: string, body: AnswerBody) =>
  key.length * 2 +
  (typeof body === 'string' ? body.length * 2 : body.bytes.byteLength + body.gzip.byteLength) +
  ANSWER_OVERHEAD_BYTES;
