import http from 'node:http';

/** A received server-sent event, its data parsed as JSON. */
/** `id` is undefined for a frame without an `id:` line (a broadcast). */
export type ReceivedEvent = { id: number | undefined; type: string; data: unknown };

/**
 * A test's view of one server-sent-events connection: everything received so far, parsed.
 * Streams never end on their own, so tests wait for conditions with a deadline and always close.
 */
export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: ReceivedEvent[];
  comments: string[];
  retryMs: number | undefined;
  /** True once the server ended the stream (or the connection failed). */
  ended: boolean;
  waitFor(condition: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  waitForEvents(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  close(): Promise<void>;
};

/**
 * Opens the stream over a connection of its own (no keep-alive pool): a pooled client such as
 * fetch may open spare connections that never carry a request, and the server's close() waits
 * for those until they time out.
 */
export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const request = http.get(url, { headers, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const ended = new Promise<void>((resolve) => {
    response.once('close', resolve);
    request.once('close', resolve);
  });
  const client: SseClient = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    events: [],
    comments: [],
    retryMs: undefined,
    ended: false,
    async waitFor(condition, what, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async waitForEvents(count, timeoutMs) {
      await client.waitFor(() => client.events.length >= count, `${count} events`, timeoutMs);
      return client.events;
    },
    async close() {
      request.destroy();
      await ended;
    },
  };

  let pending = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    pending += chunk;
    let boundary: number;
    while ((boundary = pending.indexOf('\n\n')) !== -1) {
      parseBlock(pending.slice(0, boundary), client);
      pending = pending.slice(boundary + 2);
    }
  });
  // Aborted by close(), or the server ended or cut the stream: either way it is over.
  response.on('error', () => {});
  request.on('error', () => {});
  void ended.then(() => {
    client.ended = true;
  });
  return client;
}

function parseBlock(block: string, client: SseClient): void {
  const fields = new Map<string, string>();
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      client.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ''));
  }
  const retry = fields.get('retry');
  if (retry !== undefined) client.retryMs = Number(retry);
  const data = fields.get('data');
  if (data === undefined) return;
  const id = fields.get('id');
  client.events.push({
    id: id === undefined ? undefined : Number(id),
    type: fields.get('event') ?? 'message',
    data: JSON.parse(data),
  });
}
