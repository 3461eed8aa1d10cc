import http from 'node:http';

export type LiveEvent = { id: number; type: string; data: Record<string, unknown> };

/** The signed-in family's live events (`GET /api/live`), as a browser tab receives them. */
export type LiveStream = {
  events: LiveEvent[];
  waitFor(accept: (event: LiveEvent) => boolean, what: string, timeoutMs: number): Promise<void>;
  close(): void;
};

export async function openLiveStream(baseUrl: string, token: string): Promise<LiveStream> {
  const request = http.get(`${baseUrl}/api/live`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    agent: false,
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  if (response.statusCode !== 200) throw new Error(`/api/live answered ${response.statusCode}`);
  const events: LiveEvent[] = [];
  let pending = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    pending += chunk;
    let boundary: number;
    while ((boundary = pending.indexOf('\n\n')) !== -1) {
      const block = pending.slice(0, boundary);
      pending = pending.slice(boundary + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      const type = field('event');
      const data = field('data');
      if (type && data) events.push({ id: Number(field('id')), type, data: JSON.parse(data) });
    }
  });
  response.on('error', () => {});
  request.on('error', () => {});
  return {
    events,
    async waitFor(accept, what, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!events.some(accept)) {
        if (Date.now() > deadline) {
          throw new Error(
            `no live event ${what} within ${timeoutMs} ms; got ${JSON.stringify(events)}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => request.destroy(),
  };
}
