import type { LiveEvent, LiveListener, LiveLogger } from './live-event.js';

/** The listeners of this process, by user. Each subscription is a separate entry, even for the same function. */
export class LocalSubscribers {
  private readonly byUser = new Map<string, Set<{ listener: LiveListener }>>();

  constructor(private readonly logger: LiveLogger) {}

  add(userId: string, listener: LiveListener): () => void {
    const entry = { listener };
    let entries = this.byUser.get(userId);
    if (!entries) {
      entries = new Set();
      this.byUser.set(userId, entries);
    }
    entries.add(entry);
    return () => {
      const current = this.byUser.get(userId);
      if (!current?.delete(entry)) return;
      if (current.size === 0) this.byUser.delete(userId);
    };
  }

  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  users(): string[] {
    return [...this.byUser.keys()];
  }

  count(userId?: string): number {
    if (userId !== undefined) return this.byUser.get(userId)?.size ?? 0;
    let total = 0;
    for (const entries of this.byUser.values()) total += entries.size;
    return total;
  }

  /** Hands the event to every listener of the user; one throwing listener does not starve the rest. */
  deliver(userId: string, event: LiveEvent): void {
    const entries = this.byUser.get(userId);
    if (!entries) return;
    // A listener may unsubscribe (or subscribe another) while we iterate; work on a snapshot.
    for (const { listener } of [...entries]) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error({ err: error, userId, eventId: event.id }, 'live listener failed');
      }
    }
  }

  clear(): void {
    this.byUser.clear();
  }
}

/**
 * Ids of events recently handed out, so a catch-up read after a lost LISTEN connection does not
 * deliver an event twice. Bounded by age and count; Map keeps insertion order, oldest first.
 */
export class RecentlyDelivered {
  private readonly deliveredAt = new Map<number, number>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  /** Records the id; false when it had been recorded already. */
  markNew(id: number, now = Date.now()): boolean {
    if (this.deliveredAt.has(id)) return false;
    this.deliveredAt.set(id, now);
    this.evict(now);
    return true;
  }

  private evict(now: number): void {
    for (const [id, at] of this.deliveredAt) {
      if (this.deliveredAt.size <= this.maxEntries && now - at <= this.maxAgeMs) return;
      this.deliveredAt.delete(id);
    }
  }
}
