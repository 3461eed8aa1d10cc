import { Marked, type Tokens } from 'marked';

/**
 * Markdown to HTML for the content pages. The Markdown is ours, but it is still treated as text:
 * raw HTML in the source is shown escaped, and only web, mail, in-page and in-app links become
 * links (a `javascript:` URL renders as its words only).
 */

/** The token a page writes where the configured product name belongs. */
export const PRODUCT_NAME_TOKEN = '{productName}';

/** Marks links that stay inside the app, so the page can hand their clicks to the router. */
export const INTERNAL_LINK_ATTRIBUTE = 'data-internal-link';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** "Credits & plans" → "credits-plans": stable ids for links such as /help#credits-plans. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

/** Backslash-escapes Markdown punctuation, so a product name is always shown as written. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, '\\$&');
}

export function withProductName(text: string, productName: string): string {
  return text.replaceAll(PRODUCT_NAME_TOKEN, productName);
}

type LinkKind = 'in-page' | 'internal' | 'external' | 'mail' | 'refused';

function linkKind(href: string): LinkKind {
  if (href.startsWith('#')) return 'in-page';
  if (href.startsWith('/') && !href.startsWith('//')) return 'internal';
  if (/^https?:\/\//i.test(href)) return 'external';
  if (/^mailto:/i.test(href)) return 'mail';
  return 'refused';
}

/** Plain text of inline tokens, for heading ids. */
function plainText(tokens: Tokens.Generic[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) => (token.tokens ? plainText(token.tokens, token.text ?? '') : (token.text ?? '')))
    .join('');
}

function createMarked(): Marked {
  // Ids must be unique per document; a fresh counter for each render.
  const usedIds = new Map<string, number>();
  const uniqueId = (base: string): string => {
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };

  return new Marked({
    gfm: true,
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      heading({ tokens, depth, text }) {
        const id = uniqueId(slugify(plainText(tokens, text)));
        return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const kind = linkKind(href);
        if (kind === 'refused') return inner;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        const hrefAttribute = `href="${escapeHtml(href)}"${titleAttribute}`;
        if (kind === 'internal')
          return `<a ${hrefAttribute} ${INTERNAL_LINK_ATTRIBUTE}>${inner}</a>`;
        if (kind === 'external') {
          return (
            `<a ${hrefAttribute} target="_blank" rel="noopener noreferrer">${inner}` +
            '<span class="visually-hidden"> (opens in a new tab)</span></a>'
          );
        }
        return `<a ${hrefAttribute}>${inner}</a>`;
      },
      // Pictures would load from anywhere; the pages use words, so an image shows its alt text.
      image({ text }) {
        return escapeHtml(text);
      },
    },
  });
}

/** Renders a content page's Markdown with the product name filled in. */
export function renderMarkdown(source: string, productName: string): string {
  const filled = withProductName(source, escapeMarkdown(productName));
  return createMarked().parse(filled, { async: false });
}
