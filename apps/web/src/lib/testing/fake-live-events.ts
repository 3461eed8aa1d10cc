import { act } from '@testing-library/react';
import type {
  LiveEventListener,
  LiveEventMessage,
  LiveEvents,
  LiveListenName,
} from '../live-events-context';

export type FakeLiveEvents = LiveEvents & {
  /** Plays the server; `data` may be any shape, as tests of bad input need. */
  emit(type: LiveListenName, data: unknown): void;
};

/** The live stream as features see it, with the test playing the server. */
export function createFakeLiveEvents(): FakeLiveEvents {
  const listeners = new Map<string, Set<LiveEventListener>>();
  let id = 0;
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as LiveEventListener);
      listeners.set(type, set);
      return () => void set.delete(listener as LiveEventListener);
    },
    emit(type, data) {
      id += 1;
      const event = { id, type, data } as LiveEventMessage;
      act(() => listeners.get(type)?.forEach((listener) => listener(event)));
    },
  };
}
