import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Mp3Encoder } from '@breezystack/lamejs';

// A tiny speech server on 127.0.0.1 for tests, answering both providers' APIs as they do:
// OpenAI-compatible POST /v1/audio/speech and ElevenLabs POST /v1/text-to-speech/{voice}. It
// answers 24 kHz 16-bit little-endian mono PCM: a sine tone lasting longer the longer the text;
// asked for MP3 (a call's sentences), the same tone as audio/mpeg.

export const FAKE_SAMPLE_RATE = 24_000;
/** Each character of text is this much tone, so more text is audibly longer audio. */
export const SECONDS_PER_CHARACTER = 0.02;

export type RecordedSpeechRequest = {
  path: string;
  authorization: string | undefined;
  xiApiKey: string | undefined;
  body: Record<string, unknown>;
};

export type FakeSpeechServer = {
  /** The server's root, for ElevenLabs (which adds /v1 itself). */
  origin: string;
  /** The OpenAI-compatible base URL, ending in /v1. */
  baseUrl: string;
  requests: RecordedSpeechRequest[];
  /** Every following request is refused with this status and JSON body, until `succeed()`. */
  fail(status: number, body: unknown): void;
  succeed(): void;
  /** Every following request waits this long before answering. */
  delay(milliseconds: number): void;
  close(): Promise<void>;
};

/** The spoken text of a recorded request, whichever provider's shape it has. */
export const spokenText = (request: RecordedSpeechRequest): string =>
  String(request.body.input ?? request.body.text ?? '');

export function sineTone(seconds: number, sampleRate = FAKE_SAMPLE_RATE): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const bytes = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) {
    const value = Math.round(0.3 * 32767 * Math.sin((2 * Math.PI * 220 * index) / sampleRate));
    bytes.writeInt16LE(value, index * 2);
  }
  return bytes;
}

/** The tone as MP3, as a provider sends it when asked for response_format mp3. */
export function sineToneMp3(seconds: number): Buffer {
  const pcm = sineTone(seconds);
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
  const encoder = new Mp3Encoder(1, FAKE_SAMPLE_RATE, 64);
  const parts = [encoder.encodeBuffer(samples), encoder.flush()];
  return Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.length)));
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeSpeechServer(): Promise<FakeSpeechServer> {
  const requests: RecordedSpeechRequest[] = [];
  let failure: { status: number; body: unknown } | null = null;
  let delayMs = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const path = request.url ?? '';
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      requests.push({
        path,
        authorization: header('authorization'),
        xiApiKey: header('xi-api-key'),
        body,
      });
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failure) {
        response.writeHead(failure.status, { 'content-type': 'application/json' });
        return response.end(JSON.stringify(failure.body));
      }
      const openAi = path === '/v1/audio/speech';
      const format = openAi
        ? body.response_format
        : /^\/v1\/text-to-speech\/[^/?]+\?output_format=(pcm_24000|mp3_44100_64)$/
            .exec(path)?.[1]
            ?.slice(0, 3);
      if (request.method !== 'POST' || (format !== 'pcm' && format !== 'mp3')) {
        response.writeHead(404, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ error: { message: `no route ${path}` } }));
      }
      const seconds = String(openAi ? body.input : body.text).length * SECONDS_PER_CHARACTER;
      if (format === 'mp3') {
        response.writeHead(200, { 'content-type': 'audio/mpeg' });
        return response.end(sineToneMp3(seconds));
      }
      response.writeHead(200, { 'content-type': 'audio/pcm' });
      response.end(sineTone(seconds));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never the reason a test run keeps going.
  server.unref();
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseUrl: `${origin}/v1`,
    requests,
    fail(status, body) {
      failure = { status, body };
    },
    succeed() {
      failure = null;
    },
    delay(milliseconds) {
      delayMs = milliseconds;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
