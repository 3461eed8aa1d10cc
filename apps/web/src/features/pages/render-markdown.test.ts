import { describe, expect, it } from 'vitest';
import { INTERNAL_LINK_ATTRIBUTE, renderMarkdown, slugify } from './render-markdown';

/** Parses the HTML the way the page shows it, so assertions read like what a visitor sees. */
function rendered(source: string, productName = 'Storyloom'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(source, productName);
  return container;
}

describe('renderMarkdown', () => {
  it('shows raw HTML in the source as text instead of running it', () => {
    const page = rendered(
      '<script>alert(1)</script>\n\nHello <img src=x onerror="alert(2)"> <b>bold</b>',
    );
    expect(page.querySelector('script, img, b')).toBeNull();
    expect(page.textContent).toContain('<script>alert(1)</script>');
    expect(page.textContent).toContain('<img src=x onerror="alert(2)">');
    expect(page.textContent).toContain('<b>bold</b>');
  });

  it('gives headings ids for in-page links, unique within the page', () => {
    const page = rendered('# Help\n\n## Credits & plans\n\n## Credits & plans\n\n### *Bags*');
    const ids = Array.from(page.querySelectorAll('h1, h2, h3'), (heading) => heading.id);
    expect(ids).toEqual(['help', 'credits-plans', 'credits-plans-2', 'bags']);
  });

  it('opens outside links in a new tab without handing over the opener, and says so', () => {
    const link = rendered('[OpenMoji](https://openmoji.org/)').querySelector('a')!;
    expect(link).toHaveAttribute('href', 'https://openmoji.org/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toBe('OpenMoji (opens in a new tab)');
  });

  it('marks links into the app for the router and leaves in-page links alone', () => {
    const page = rendered('[Settings](/settings) and [below](#bags)');
    const [settings, below] = Array.from(page.querySelectorAll('a'));
    expect(settings).toHaveAttribute(INTERNAL_LINK_ATTRIBUTE);
    expect(settings).not.toHaveAttribute('target');
    expect(below).toHaveAttribute('href', '#bags');
    expect(below).not.toHaveAttribute(INTERNAL_LINK_ATTRIBUTE);
  });

  it('turns a script or protocol-relative URL into plain words', () => {
    const page = rendered('[click](javascript:alert(1)) and [there](//evil.example/)');
    expect(page.querySelector('a')).toBeNull();
    expect(page.textContent).toBe('click and there\n');
  });

  it('fills in the product name exactly as configured, even with Markdown characters', () => {
    const page = rendered('# About {productName}\n\n{productName} is for families.', '*Moon_beam*');
    expect(page.querySelector('h1')?.textContent).toBe('About *Moon_beam*');
    expect(page.querySelector('em, strong')).toBeNull();
    expect(page.querySelector('p')?.textContent).toBe('*Moon_beam* is for families.');
  });
});

describe('slugify', () => {
  it('makes readable ids from any heading', () => {
    expect(slugify('Sharing a link, and stopping it')).toBe('sharing-a-link-and-stopping-it');
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
    expect(slugify('???')).toBe('section');
  });
});
