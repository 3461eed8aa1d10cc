import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

// A tiny OpenAI-compatible server on 127.0.0.1 for tests: chat completions (plain and streamed as
// server-sent events) and image generations, recording every request it was sent.

export type RecordedRequest = {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
};

export type FakeOpenAiServer = {
  /** The base URL a provider is configured with, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** What the assistant answers next; a function sees the request body. */
  answer(content: string | ((body: Record<string, unknown>) => string)): void;
  /** The picture /v1/images/generations answers next (PNG by default). */
  picture(image: Buffer): void;
  /**
   * The next streamed answer stops after its first piece until `release()` is called, so a test
   * can see the first words arrive before the rest exists.
   */
  holdAfterFirstPiece(): { release(): void };
  /** The next `times` chat requests fail with this HTTP status (an outage; retries included). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
};

/** A small PNG made by sharp: a 64 × 48 soft blue rectangle. */
export const samplePicture = (format: 'png' | 'jpeg' = 'png', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 170, b: 230 } } })
    .toFormat(format)
    .toBuffer();

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const CREATED = 1_700_000_000;

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Streams the content in small pieces, one SSE `data:` event each, as OpenAI does. */
async function streamChat(
  response: ServerResponse,
  model: string,
  content: string,
  heldAfterFirstPiece?: Promise<void>,
) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (choices: unknown[], extra: object = {}) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: CREATED, model, choices, ...extra })}\n\n`;
  response.write(
    event([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]),
  );
  for (let start = 0; start < content.length; start += 24) {
    const piece = content.slice(start, start + 24);
    response.write(event([{ index: 0, delta: { content: piece }, finish_reason: null }]));
    // Let each piece leave as its own write, as a model producing tokens would.
    await new Promise((resolve) => setImmediate(resolve));
    if (start === 0 && heldAfterFirstPiece) await heldAfterFirstPiece;
  }
  response.write(
    event([{ index: 0, delta: {}, finish_reason: 'stop' }], {
      usage: { prompt_tokens: 50, completion_tokens: 100, total_tokens: 150 },
    }),
  );
  response.end('data: [DONE]\n\n');
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  let nextAnswer: string | ((body: Record<string, unknown>) => string) = '';
  let nextPicture: Buffer = await samplePicture();
  let hold: Promise<void> | undefined;
  let failure: { status: number; times: number } | undefined;

  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const path = request.url ?? '';
      requests.push({ path, authorization: request.headers.authorization, body });
      if (request.method === 'POST' && path === '/v1/chat/completions') {
        if (failure !== undefined) {
          const { status } = failure;
          failure = failure.times > 1 ? { status, times: failure.times - 1 } : undefined;
          return sendJson(response, status, { error: { message: 'the model is down' } });
        }
        const model = String(body.model);
        const content = typeof nextAnswer === 'function' ? nextAnswer(body) : nextAnswer;
        const held = hold;
        hold = undefined;
        if (body.stream === true) return streamChat(response, model, content, held);
        return sendJson(response, 200, {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: CREATED,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 20, completion_tokens: 30, total_tokens: 50 },
        });
      }
      if (request.method === 'POST' && path === '/v1/images/generations') {
        return sendJson(response, 200, {
          created: CREATED,
          data: [{ b64_json: nextPicture.toString('base64') }],
        });
      }
      sendJson(response, 404, { error: { message: `no route ${path}` } });
    })().catch((error: unknown) => {
      sendJson(response, 500, { error: { message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never the reason a test run keeps going.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(content) {
      nextAnswer = content;
    },
    picture(image) {
      nextPicture = image;
    },
    holdAfterFirstPiece() {
      let release = () => {};
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return { release: () => release() };
    },
    failNext(status, times = 1) {
      failure = { status, times };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The text of every message of a recorded chat request, for asserting on the prompt. */
export function promptOf(request: RecordedRequest): string {
  const messages = (request.body.messages ?? []) as { content: unknown }[];
  return messages
    .map((message) =>
      typeof message.content === 'string' ? message.content : JSON.stringify(message.content),
    )
    .join('\n');
}
