import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny OpenAI-compatible moderation service on 127.0.0.1 for tests: POST /v1/moderations flags
// an input that holds one of the phrases it was told about, under that phrase's category.

export type FakeModerationServer = {
  /** The base URL the service is configured with, ending in /v1. */
  baseUrl: string;
  /** Every input it was asked about, in order, with the authorization header sent. */
  requests: { input: string; model: string; authorization: string | undefined }[];
  /** Inputs holding `phrase` (case-insensitive) are flagged under `category`. */
  flag(phrase: string, category: string): void;
  /** 'down': every request fails with 503; 'silent': requests are never answered; 'up'. */
  setMode(mode: 'up' | 'down' | 'silent'): void;
  close(): Promise<void>;
};

const CATEGORIES = ['harassment', 'hate', 'self-harm', 'self-harm/intent', 'sexual', 'violence'];

export async function startFakeModerationServer(): Promise<FakeModerationServer> {
  const requests: FakeModerationServer['requests'] = [];
  const flagged = new Map<string, string>();
  let mode: 'up' | 'down' | 'silent' = 'up';

  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        input?: string;
        model?: string;
      };
      if (request.method !== 'POST' || request.url !== '/v1/moderations') {
        response.writeHead(404).end();
        return;
      }
      const input = String(body.input ?? '');
      requests.push({
        input,
        model: String(body.model),
        authorization: request.headers.authorization,
      });
      if (mode === 'silent') return;
      if (mode === 'down') {
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'moderation is down' } }));
        return;
      }
      const hits = [...flagged].filter(([phrase]) => input.toLowerCase().includes(phrase));
      const categories = Object.fromEntries(
        CATEGORIES.map((category) => [category, hits.some(([, hit]) => hit === category)]),
      );
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'modr-fake',
          model: body.model,
          results: [{ flagged: hits.length > 0, categories, category_scores: {} }],
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    flag(phrase, category) {
      flagged.set(phrase.toLowerCase(), category);
    },
    setMode(next) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
