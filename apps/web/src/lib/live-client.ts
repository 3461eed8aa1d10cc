import type { LiveEvents, LiveReconnected } from './live-events-context';

/**
 * Sent to listeners (with id 0 and no data) when the stream is open again after a drop. Events
 * from more than a few minutes ago are not replayed, so a feature that must not miss anything
 * reads its data again on this.
 */
export const LIVE_RECONNECTED: LiveReconnected = 'live.reconnected';

/** An event as it comes off the wire, before a listener of its name receives it. */
type WireEvent = { id: number; type: string; data: unknown };
type WireListener = (event: WireEvent) => void;

export interface LiveClientOptions {
  /** Absolute or same-origin URL of the stream, e.g. `${apiBase}/api/live`. */
  url: string;
  /** The signed-in user's ID token; null ends the connection (signed out). */
  getIdToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** First wait before reconnecting; doubles on every failure up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Where an unreadable event is reported; it is skipped either way. */
  onError?: (error: unknown) => void;
}

export interface LiveClient extends LiveEvents {
  /** Opens the stream and keeps it open, reconnecting after drops, until stop(). */
  start(): void;
  /** Closes the stream; listeners stay registered for the next start(). */
  stop(): void;
}

/**
 * The live channel over fetch rather than EventSource, because EventSource cannot send the
 * Authorization header the API requires. It speaks the same protocol: `Last-Event-ID` resumes
 * after a drop and the server's `retry:` hint sets the first reconnect delay.
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
  let baseRetryDelayMs = options.retryDelayMs ?? 3_000;
  const listeners = new Map<string, Set<WireListener>>();
  let lastEventId: number | null = null;
  let running: AbortController | null = null;

  function dispatch(event: WireEvent): void {
    for (const listener of listeners.get(event.type) ?? []) {
      try {
        listener(event);
      } catch (error) {
        options.onError?.(error);
      }
    }
  }

  async function readStream(body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
    const parser = createEventParser((field) => {
      if (field.retry !== undefined) baseRetryDelayMs = field.retry;
      if (field.event === undefined) return;
      if (field.id !== undefined) lastEventId = field.id;
      try {
        dispatch({ id: field.id ?? 0, type: field.event.type, data: JSON.parse(field.event.data) });
      } catch (error) {
        options.onError?.(error);
      }
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
    }
  }

  async function connectLoop(controller: AbortController): Promise<void> {
    const { signal } = controller;
    let failures = 0;
    let connectedBefore = false;
    while (!signal.aborted) {
      const token = await options.getIdToken().catch(() => null);
      if (signal.aborted || token === null) return;
      try {
        const headers: Record<string, string> = {
          Authorization: `Bearer ${token}`,
          Accept: 'text/event-stream',
        };
        if (lastEventId !== null) headers['Last-Event-ID'] = String(lastEventId);
        const response = await fetchImpl(options.url, { headers, signal, cache: 'no-store' });
        if (response.ok && response.body) {
          failures = 0;
          if (connectedBefore) dispatch({ id: 0, type: LIVE_RECONNECTED, data: null });
          connectedBefore = true;
          await readStream(response.body, signal);
        } else {
          failures += 1;
        }
      } catch {
        failures += 1;
      }
      if (signal.aborted) return;
      const delay = Math.min(maxRetryDelayMs, baseRetryDelayMs * 2 ** Math.max(0, failures - 1));
      await sleep(delay, signal);
    }
  }

  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set<WireListener>();
      // The server publishes each name with its payload from the same contracts map (LiveEventMap).
      const wired = listener as unknown as WireListener;
      set.add(wired);
      listeners.set(type, set);
      return () => void set.delete(wired);
    },
    start() {
      if (running) return;
      const controller = new AbortController();
      running = controller;
      void connectLoop(controller).finally(() => {
        if (running === controller) running = null;
      });
    },
    stop() {
      running?.abort();
      running = null;
      // The next start may be another user's stream, whose ids mean nothing to this one.
      lastEventId = null;
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

interface ParsedFields {
  id?: number;
  retry?: number;
  event?: { type: string; data: string };
}

/**
 * The text/event-stream format: fields per line, a blank line ends an event, lines starting
 * with ':' are comments (the server's heartbeats). Chunks may split lines anywhere.
 */
export function createEventParser(onEvent: (fields: ParsedFields) => void) {
  let buffer = '';
  let id: number | undefined;
  let type = 'message';
  let data: string[] = [];

  function line(text: string): void {
    if (text === '') {
      if (data.length > 0 || id !== undefined) {
        onEvent({ id, event: data.length > 0 ? { type, data: data.join('\n') } : undefined });
      }
      id = undefined;
      type = 'message';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && /^\d+$/.test(value)) id = Number(value);
    else if (field === 'retry' && /^\d+$/.test(value)) onEvent({ retry: Number(value) });
  }

  return {
    push(chunk: string): void {
      buffer += chunk;
      let end = buffer.search(/\r\n|\r|\n/);
      // A '\r' at the very end may be the first half of '\r\n': wait for the next chunk.
      while (end !== -1 && !(end === buffer.length - 1 && buffer[end] === '\r')) {
        line(buffer.slice(0, end));
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        buffer = buffer.slice(end + breakLength);
        end = buffer.search(/\r\n|\r|\n/);
      }
    },
  };
}
