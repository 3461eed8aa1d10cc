import { describe, expect, it } from 'vitest';
import { CHAPTER_PAUSE_SECONDS, narrateBook } from './narrate-book.js';
import {
  decodeMp3,
  ENGLISH_PAGES,
  loudness,
  SILENCE_LOUDNESS,
  SPANISH_PAGES,
  SPEECH_LOUDNESS,
} from './narrator.test-support.js';

const TITLE = 'Pip and the Lost Button';

describe('narrateBook', { timeout: 30_000 }, () => {
  it('makes one MP3 that decodes to audible speech lasting as long as it says', async () => {
    const book = await narrateBook({ title: TITLE, pages: ENGLISH_PAGES, voiceId: 'en-warm' });
    expect(book.mp3.subarray(0, 2).readUInt16BE() & 0xffe0).toBe(0xffe0); // an MPEG frame sync
    const audio = await decodeMp3(book.mp3);
    expect(audio.sampleRate).toBe(22_050);
    expect(loudness(audio, 0, audio.durationSeconds)).toBeGreaterThan(SPEECH_LOUDNESS);
    // The decoder adds the encoder's priming and the last frame's padding: under 0.15 s.
    expect(audio.durationSeconds).toBeGreaterThanOrEqual(book.durationSeconds);
    expect(audio.durationSeconds - book.durationSeconds).toBeLessThan(0.15);
  });

  it('has the title, then one chapter per page, in order, end to end', async () => {
    const book = await narrateBook({ title: TITLE, pages: ENGLISH_PAGES, voiceId: 'en-bright' });
    expect(book.chapters.map((chapter) => chapter.title)).toEqual([
      TITLE,
      'Page 1',
      'Page 2',
      'Page 3',
    ]);
    let expectedStart = 0;
    for (const chapter of book.chapters) {
      expect(chapter.startSeconds).toBeCloseTo(expectedStart, 9);
      expect(chapter.durationSeconds).toBeGreaterThan(CHAPTER_PAUSE_SECONDS);
      expectedStart += chapter.durationSeconds;
    }
    expect(expectedStart).toBeCloseTo(book.durationSeconds, 9);
  });

  it("starts each page's chapter where its speech starts, after a quiet pause", async () => {
    const book = await narrateBook({ title: TITLE, pages: ENGLISH_PAGES, voiceId: 'en-warm' });
    const audio = await decodeMp3(book.mp3);
    for (const chapter of book.chapters.slice(1)) {
      const start = chapter.startSeconds;
      expect(loudness(audio, start - 1, start - 0.1)).toBeLessThan(SILENCE_LOUDNESS);
      expect(loudness(audio, start, start + 0.6)).toBeGreaterThan(SPEECH_LOUDNESS);
    }
  });

  it('gives a longer page a longer chapter, and a longer story a longer book', async () => {
    const short = ENGLISH_PAGES[0] ?? '';
    const long = `${short} ${ENGLISH_PAGES[1]} ${ENGLISH_PAGES[2]}`;
    const book = await narrateBook({ title: TITLE, pages: [short, long], voiceId: 'en-warm' });
    const [, shortChapter, longChapter] = book.chapters;
    expect(longChapter?.durationSeconds).toBeGreaterThan((shortChapter?.durationSeconds ?? 0) * 2);

    const longer = await narrateBook({
      title: TITLE,
      pages: [...ENGLISH_PAGES, ...ENGLISH_PAGES],
      voiceId: 'en-warm',
    });
    expect(longer.durationSeconds).toBeGreaterThan(book.durationSeconds * 1.3);
  });

  it('reads a Spanish story with Spanish chapter names', async () => {
    const book = await narrateBook({
      title: 'Pip y el botón perdido',
      pages: SPANISH_PAGES,
      voiceId: 'es-warm',
    });
    expect(book.chapters.map((chapter) => chapter.title)).toEqual([
      'Pip y el botón perdido',
      'Página 1',
      'Página 2',
      'Página 3',
    ]);
    const audio = await decodeMp3(book.mp3);
    expect(audio.durationSeconds).toBeGreaterThan(10);
    expect(loudness(audio, 0, audio.durationSeconds)).toBeGreaterThan(SPEECH_LOUDNESS);
  });

  it('keeps a chapter for a page with nothing to say, so chapters still match pages', async () => {
    const book = await narrateBook({
      title: TITLE,
      pages: [ENGLISH_PAGES[0] ?? '', '🦊✨', ENGLISH_PAGES[1] ?? ''],
      voiceId: 'en-warm',
    });
    expect(book.chapters).toHaveLength(4);
    expect(book.chapters[2]?.durationSeconds).toBeCloseTo(CHAPTER_PAUSE_SECONDS, 6);
  });

  it('reports progress after each chapter', async () => {
    const progress: string[] = [];
    await narrateBook({
      title: TITLE,
      pages: ENGLISH_PAGES,
      voiceId: 'en-warm',
      onProgress: ({ done, total }) => progress.push(`${done}/${total}`),
    });
    expect(progress).toEqual(['1/4', '2/4', '3/4', '4/4']);
  });

  it('stops when cancelled, without finishing the book', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const reading = narrateBook({
      title: TITLE,
      pages: Array.from({ length: 12 }, () => ENGLISH_PAGES.join(' ')),
      voiceId: 'en-warm',
      signal: controller.signal,
      onProgress: ({ done }) => {
        progress.push(done);
        if (done === 2) controller.abort();
      },
    });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress).toEqual([1, 2]);
  });
});
