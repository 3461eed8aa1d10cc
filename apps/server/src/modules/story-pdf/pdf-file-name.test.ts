import { describe, expect, it } from 'vitest';
import { pdfContentDisposition } from './pdf-file-name.js';

describe('pdfContentDisposition', () => {
  it('names the download after the title, in ASCII and exactly (RFC 5987)', () => {
    expect(pdfContentDisposition('La canción de Ñandú')).toBe(
      `attachment; filename="La-cancion-de-Nandu.pdf"; ` +
        `filename*=UTF-8''La%20canci%C3%B3n%20de%20%C3%91and%C3%BA.pdf`,
    );
  });

  it('keeps quotes, slashes and header breaks out of the name', () => {
    const header = pdfContentDisposition('A "quoted" / sneaky\r\nX-Evil: 1 (story) it\'s');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="A-quoted-sneaky-X-Evil-1-story-it-s.pdf"; ` +
        `filename*=UTF-8''A%20quoted%20sneaky%20X-Evil%201%20%28story%29%20it%27s.pdf`,
    );
  });

  it('falls back to "story" when nothing of the title can be used', () => {
    expect(pdfContentDisposition('🦊✨')).toBe(
      `attachment; filename="story.pdf"; filename*=UTF-8''%F0%9F%A6%8A%E2%9C%A8.pdf`,
    );
    expect(pdfContentDisposition('   ')).toBe(
      `attachment; filename="story.pdf"; filename*=UTF-8''story.pdf`,
    );
  });

  it('shortens very long titles', () => {
    const header = pdfContentDisposition('Once upon a time '.repeat(20));
    const ascii = header.match(/filename="([^"]+)"/)![1]!;
    expect(ascii.length).toBeLessThanOrEqual(84);
    expect(ascii.endsWith('.pdf')).toBe(true);
  });
});
