import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat server on 127.0.0.1 that writes stories, for processes configured with
 * AI_TEXT_PROVIDER=openai-compatible. Each process gets a base URL of its own
 * (`{url}/{caller}/v1`), so the test knows which worker is writing. While `hold` is set, a story
 * request is answered only up to its first words and then kept open: a model still writing.
 */
export type FakeStoryModel = {
  baseUrlFor(caller: string): string;
  /** Callers of each story request, in order. */
  callers: string[];
  /** Keeps story requests open, half answered, until released. */
  hold: boolean;
  /** Resolves with the caller of the next story request. */
  nextRequest(): Promise<string>;
  close(): Promise<void>;
};

const CREATED = 1_700_000_000;

function toldStory(pageCount: number) {
  return {
    title: 'The Button Across the Stream',
    pages: Array.from({ length: pageCount }, (_, index) => ({
      text: `Page ${index + 1}: the friends walked on together, looking for the little button.`,
      characters: [],
      location: null,
      illustration: 'Two friends walking beside a sunny stream.',
    })),
  };
}

export async function startFakeStoryModel(): Promise<FakeStoryModel> {
  const callers: string[] = [];
  const waiting: ((caller: string) => void)[] = [];
  const open = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const match = /^\/([\w-]+)\/v1\/chat\/completions$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: `no route ${request.url}` } }));
        return;
      }
      const caller = match[1] as string;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        model: string;
        messages: { content: unknown }[];
      };
      const prompt = body.messages.map((message) => JSON.stringify(message.content)).join('\n');
      const pageCount = Number(/exactly (\d+) pages/.exec(prompt)?.[1] ?? 4);
      callers.push(caller);
      waiting.shift()?.(caller);

      const content = JSON.stringify(toldStory(pageCount));
      const event = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          created: CREATED,
          model: body.model,
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      open.add(response);
      response.once('close', () => open.delete(response));
      response.write(event({ role: 'assistant', content: '' }));
      const firstWords = content.slice(0, 40);
      response.write(event({ content: firstWords }));
      if (fake.hold) return; // still writing, for as long as the caller lives
      for (let start = firstWords.length; start < content.length; start += 60) {
        response.write(event({ content: content.slice(start, start + 60) }));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      response.write(event({}, 'stop'));
      response.end('data: [DONE]\n\n');
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeStoryModel = {
    baseUrlFor: (caller) => `http://127.0.0.1:${port}/${caller}/v1`,
    callers,
    hold: false,
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
