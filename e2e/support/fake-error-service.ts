import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One item of an envelope: its header (type) and its payload, parsed. */
export type EnvelopeItem = { type: string; payload: Record<string, unknown> };
export type ReceivedEnvelope = { path: string; items: EnvelopeItem[] };

export type FakeErrorService = {
  /** The DSN to configure: http://{key}@127.0.0.1:{port}/{project}. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** The error events received so far (envelope items of type 'event'). */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Sentry's envelope format: a header line, then for each item its header line and payload line.
 * Replay recordings are binary: an item whose payload is not JSON keeps an empty payload.
 */
function parseEnvelope(text: string): EnvelopeItem[] {
  const lines = text.split('\n').slice(1);
  const items: EnvelopeItem[] = [];
  const json = (line: string | undefined) => {
    try {
      return JSON.parse(line ?? '') as unknown;
    } catch {
      return undefined;
    }
  };
  for (let index = 0; index < lines.length; index += 1) {
    const header = json(lines[index]) as { type?: unknown } | undefined;
    if (typeof header?.type !== 'string') continue;
    const payload = json(lines[index + 1]);
    items.push({
      type: header.type,
      payload: typeof payload === 'object' && payload !== null ? (payload as never) : {},
    });
    index += 1;
  }
  return items;
}

/**
 * A Sentry-compatible service on 127.0.0.1 that keeps the envelopes posted to
 * /api/{project}/envelope/, as Sentry and GlitchTip take them.
 */
export async function startFakeErrorService(project = '42'): Promise<FakeErrorService> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (request.method === 'POST' && path === `/api/${project}/envelope/`) {
        envelopes.push({ path, items: parseEnvelope(body) });
      }
      response.writeHead(200, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/${project}`,
    envelopes,
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items.filter((item) => item.type === 'event').map((item) => item.payload),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
