import { describe, expect, it } from 'vitest';
import { articles, findArticle, formatArticleDate, parseArticle } from './articles';
import { parseFrontMatter } from './front-matter';

describe('media articles', () => {
  it('reads every article file with a title, a date and a summary, newest first', () => {
    expect(articles.length).toBeGreaterThanOrEqual(2);
    for (const article of articles) {
      expect(article.title).not.toBe('');
      expect(article.summary).not.toBe('');
      expect(article.body).not.toMatch(/^---/);
    }
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds an article by its id and nothing for unknown or malformed ids', () => {
    const first = articles[0]!;
    expect(findArticle(first.id)).toBe(first);
    expect(findArticle('no-such-article')).toBeUndefined();
    expect(findArticle('../terms')).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
  });

  it('refuses an article whose front matter is missing a field or has a bad date', () => {
    expect(() => parseArticle('x', '---\ntitle: Hi\ndate: 2026-11-01\n---\nBody')).toThrow(
      /Article "x" has bad front matter/,
    );
    expect(() =>
      parseArticle('y', '---\ntitle: Hi\ndate: yesterday\nsummary: S\n---\nBody'),
    ).toThrow(/Article "y"/);
  });

  it('shows dates as a calendar date, whatever the time zone', () => {
    expect(formatArticleDate('2026-11-02')).toBe('2 November 2026');
  });
});

describe('parseFrontMatter', () => {
  it('splits key: value lines from the body and unquotes values containing colons', () => {
    const { attributes, body } = parseFrontMatter(
      '---\ntitle: "Three steps: Ideas, Plot, Ready"\ndate: 2026-11-20\n---\n\n## Start\n',
    );
    expect(attributes).toEqual({ title: 'Three steps: Ideas, Plot, Ready', date: '2026-11-20' });
    expect(body).toBe('\n## Start\n');
  });

  it('leaves a file without front matter as it is', () => {
    expect(parseFrontMatter('# Just text')).toEqual({ attributes: {}, body: '# Just text' });
  });
});
