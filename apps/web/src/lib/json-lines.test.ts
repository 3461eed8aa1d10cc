import { describe, expect, it } from 'vitest';
import { readJsonLines } from './json-lines';

/** A response whose body arrives in the given chunks, each released when the reader asks. */
function chunkedResponse(chunks: (string | Uint8Array)[]): Response {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index];
      index += 1;
      if (chunk === undefined) controller.close();
      else controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
    },
  });
  return new Response(body);
}

describe('readJsonLines', () => {
  it('hands over each line as it completes, whatever the chunk boundaries', async () => {
    const seen: unknown[] = [];
    await readJsonLines(chunkedResponse(['{"a":1}\n{"b"', ':2}\n', '\n{"c":3}']), (value) =>
      seen.push(value),
    );
    expect(seen).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
  });

  it('keeps a character whose bytes are split across two chunks', async () => {
    const bytes = new TextEncoder().encode('{"text":"¡Hola, niño!"}\n');
    const seen: unknown[] = [];
    await readJsonLines(chunkedResponse([bytes.slice(0, 11), bytes.slice(11)]), (value) =>
      seen.push(value),
    );
    expect(seen).toEqual([{ text: '¡Hola, niño!' }]);
  });

  it('rejects a line that is not JSON', async () => {
    await expect(
      readJsonLines(chunkedResponse(['{"a":1}\nnot json\n']), () => {}),
    ).rejects.toThrow();
  });
});
