import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lines of a corpus file next to the check (corpus/unsafe.txt, corpus/clean.txt): notes
 * ('#') and blank lines left out, \uXXXX escapes turned into their (invisible) characters.
 */
export function corpusLines(name: 'unsafe' | 'clean'): string[] {
  return readFileSync(join(import.meta.dirname, 'corpus', `${name}.txt`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) =>
      line.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
    );
}

/** `count` lines spread over the whole corpus, so every kind of disguise is in the sample. */
export function sampleOf(lines: string[], count: number): string[] {
  const step = lines.length / count;
  return Array.from({ length: count }, (_, index) => lines[Math.floor(index * step)]!);
}
