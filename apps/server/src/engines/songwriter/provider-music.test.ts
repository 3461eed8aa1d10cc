import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monoWav } from './render-song-audio.js';
import { songToMidi, writeSong, type Song } from './index.js';
import { createHttpMusicRenderer } from './provider-music.js';

const story = {
  title: 'Pip and the Lost Button',
  language: 'en' as const,
  pages: [
    {
      text: 'Pip the hedgehog lost his shiny button by the stream.',
      characters: ['Pip'],
      location: 'Silver Stream',
      illustration: 'Pip by the stream',
    },
  ],
};

/** One second of a quiet tone at 16 kHz, as a music service might answer. */
function toneWav(seconds = 1, sampleRate = 16_000): Buffer {
  const samples = new Float32Array(seconds * sampleRate);
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
  return monoWav(samples, sampleRate);
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

describe('a music service renders the song (AI_MUSIC_PROVIDER=http)', () => {
  let server: Server;
  let baseUrl: string;
  let answer: (request: IncomingMessage) => { status: number; body: Buffer; wait?: number };
  const seen: { path: string; authorization?: string; body: Record<string, unknown> }[] = [];
  let song: Song;
  let midi: Buffer;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = await bodyOf(request);
      seen.push({
        path: request.url ?? '',
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
        body: JSON.parse(body) as Record<string, unknown>,
      });
      const reply = answer(request);
      if (reply.wait) await new Promise((resolve) => setTimeout(resolve, reply.wait));
      if (response.destroyed) return;
      response.writeHead(reply.status, { 'content-type': 'audio/wav' }).end(reply.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    song = writeSong({
      story,
      characters: [{ name: 'Pip', description: 'a hedgehog' }],
      seed: 's',
    });
    midi = songToMidi(song);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the song and its MIDI, and keeps the sound it answers', async () => {
    answer = () => ({ status: 200, body: toneWav(1) });
    const render = createHttpMusicRenderer({ baseUrl, apiKey: 'secret-key' });
    const audio = await render({ midi, song }, new AbortController().signal);

    expect(audio.durationSeconds).toBeCloseTo(1, 3);
    expect(audio.mp3.length).toBeGreaterThan(1000);
    expect(audio.wav.toString('ascii', 0, 4)).toBe('RIFF');
    const request = seen.at(-1)!;
    expect(request.path).toBe('/render');
    expect(request.authorization).toBe('Bearer secret-key');
    expect(request.body).toMatchObject({ title: song.title, abc: song.abc, language: 'en' });
    expect(Buffer.from(request.body.midi as string, 'base64').equals(midi)).toBe(true);
  });

  it('says what went wrong when the service fails or answers something that is not a WAV', async () => {
    const render = createHttpMusicRenderer({ baseUrl, apiKey: undefined });
    answer = () => ({ status: 503, body: Buffer.from('busy') });
    await expect(render({ midi, song }, new AbortController().signal)).rejects.toThrow(
      'the music service answered 503',
    );
    expect(seen.at(-1)!.authorization).toBeUndefined();
    answer = () => ({ status: 200, body: Buffer.from('<html>hello</html>') });
    await expect(render({ midi, song }, new AbortController().signal)).rejects.toThrow(
      'the answer is not a WAV file',
    );
  });

  it('stops waiting when the song is cancelled', async () => {
    answer = () => ({ status: 200, body: toneWav(1), wait: 2000 });
    const render = createHttpMusicRenderer({ baseUrl, apiKey: undefined });
    const controller = new AbortController();
    const rendering = render({ midi, song }, controller.signal);
    setTimeout(() => controller.abort(new Error('cancelled by the family')), 50);
    await expect(rendering).rejects.toThrow('cancelled by the family');
  });
});
