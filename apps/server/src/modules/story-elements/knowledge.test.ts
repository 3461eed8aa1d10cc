import { describe, expect, it } from 'vitest';
import { knowledgeTitle, prepareKnowledge, type KnowledgeUpload } from './knowledge.js';

const upload = (fileName: string, text: string | Buffer, declaredType = 'text/plain') =>
  ({
    fileName,
    declaredType,
    data: typeof text === 'string' ? Buffer.from(text) : text,
    tooLarge: false,
  }) satisfies KnowledgeUpload;

describe('prepareKnowledge', () => {
  it('takes Markdown by extension or declared type, plain text otherwise', () => {
    expect(prepareKnowledge(upload('Dragon lore.md', '# Fire'))).toEqual({
      title: 'Dragon lore',
      mediaType: 'text/markdown',
      sizeBytes: 6,
      content: '# Fire',
    });
    expect(prepareKnowledge(upload('notes.markdown', 'x')).mediaType).toBe('text/markdown');
    expect(prepareKnowledge(upload('notes.txt', 'x', 'text/markdown')).mediaType).toBe(
      'text/markdown',
    );
    expect(prepareKnowledge(upload('notes.TXT', 'héllo')).mediaType).toBe('text/plain');
    expect(prepareKnowledge(upload('README', 'x', 'text/plain')).title).toBe('README');
  });

  it('reads UTF-8 and drops a byte order mark', () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Ünïcode ✓')]);
    expect(prepareKnowledge(upload('a.txt', withBom)).content).toBe('Ünïcode ✓');
  });

  it('refuses invalid UTF-8 and NUL characters with a 400 naming the file', () => {
    expect(() => prepareKnowledge(upload('latin.txt', Buffer.from([0x63, 0x61, 0xe9])))).toThrow(
      expect.objectContaining({ status: 400, message: '“latin.txt” is not valid UTF-8 text.' }),
    );
    expect(() => prepareKnowledge(upload('nul.txt', 'a\u0000b'))).toThrow(
      expect.objectContaining({ status: 400, message: '“nul.txt” contains NUL characters.' }),
    );
  });

  it('refuses more than 100 KB with a 413 naming the file', () => {
    const big = upload('long story.md', 'a'.repeat(100 * 1024 + 1));
    expect(() => prepareKnowledge(big)).toThrow(
      expect.objectContaining({ status: 413, message: expect.stringContaining('“long story.md”') }),
    );
    expect(prepareKnowledge(upload('exact.md', 'a'.repeat(100 * 1024))).sizeBytes).toBe(102_400);
    expect(() => prepareKnowledge({ ...upload('cut.txt', ''), tooLarge: true })).toThrow(
      expect.objectContaining({ status: 413 }),
    );
  });

  it('refuses files that are not text documents', () => {
    expect(() => prepareKnowledge(upload('photo.png', 'x', 'text/plain'))).toThrow(
      expect.objectContaining({ status: 415 }),
    );
    expect(() => prepareKnowledge(upload('noextension', 'x', 'application/pdf'))).toThrow(
      expect.objectContaining({ status: 415 }),
    );
  });
});

describe('knowledgeTitle', () => {
  it('is the base name without extension, trimmed, at most 120 characters, else Note', () => {
    expect(knowledgeTitle('  Castle plans .md')).toBe('Castle plans');
    expect(knowledgeTitle('../../etc/passwd.txt')).toBe('passwd');
    expect(knowledgeTitle('C:\\Users\\kid\\my pony.txt')).toBe('my pony');
    expect(knowledgeTitle(`${'x'.repeat(200)}.md`)).toBe('x'.repeat(120));
    expect(knowledgeTitle('.md')).toBe('Note');
    expect(knowledgeTitle('   .txt')).toBe('Note');
    expect(knowledgeTitle('')).toBe('Note');
  });
});
