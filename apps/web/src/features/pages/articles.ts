import { z } from 'zod';
import { parseFrontMatter } from './front-matter';

/**
 * The media articles: every `content/media/articles/{articleId}.md`, with front matter giving
 * its title, date and summary. Read at build time, so the list and the pages share one chunk.
 */
export interface Article {
  id: string;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  summary: string;
  body: string;
}

const articleFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  date: z.iso.date(),
  summary: z.string().trim().min(1),
});

/** Article ids are the file names: lower-case words joined by dashes. */
export const ARTICLE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const sources = import.meta.glob<string>('../../../content/media/articles/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export function parseArticle(id: string, source: string): Article {
  const { attributes, body } = parseFrontMatter(source);
  const parsed = articleFrontMatterSchema.safeParse(attributes);
  if (!parsed.success) {
    // Our own file is wrong: fail loudly in tests and the build rather than show half a page.
    throw new Error(`Article "${id}" has bad front matter: ${z.prettifyError(parsed.error)}`);
  }
  return { id, ...parsed.data, body };
}

function idFromPath(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, '');
}

/** Newest first. */
export const articles: readonly Article[] = Object.entries(sources)
  .map(([path, source]) => parseArticle(idFromPath(path), source))
  .filter((article) => ARTICLE_ID_PATTERN.test(article.id))
  .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

export function findArticle(id: string | undefined): Article | undefined {
  if (id === undefined || !ARTICLE_ID_PATTERN.test(id)) return undefined;
  return articles.find((article) => article.id === id);
}

/**
 * "2026-11-20" → "20 November 2026" (Spanish: "20 de noviembre de 2026"), read as a calendar
 * date wherever the reader is.
 */
export function formatArticleDate(date: string, language = 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
