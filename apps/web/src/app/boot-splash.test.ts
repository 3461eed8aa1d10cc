/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_VERSION } from '@storyloom/contracts';
import { describe, expect, it } from 'vitest';
import { fillSplashVersion, lowerScriptPriority } from '../../vite.config';

const indexHtml = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');

function builtPage(): Document {
  return new DOMParser().parseFromString(fillSplashVersion(indexHtml, APP_VERSION), 'text/html');
}

describe('the splash in index.html', () => {
  it('paints before any script: the version and the ring inside the root React replaces', () => {
    const root = builtPage().getElementById('root');
    const splash = root?.querySelector('main.splash');
    expect(splash).not.toBeNull();
    expect(splash?.getAttribute('aria-busy')).toBe('true');
    expect(splash?.querySelector('.splash__version')?.textContent).toBe(APP_VERSION);
    expect(splash?.querySelector('.spinner__ring')).not.toBeNull();
  });

  it('keeps the places of the name and the loading words, so nothing moves when they arrive', () => {
    const splash = builtPage().querySelector('main.splash');
    // Both start blank (a non-breaking space holds the line) and hidden from screen readers.
    for (const selector of ['.splash__name', '.spinner__label']) {
      const element = splash?.querySelector(selector);
      expect(element?.textContent).toBe('\u00a0');
      expect(element?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('refuses a page without the version placeholder rather than ship a blank version', () => {
    expect(() => fillSplashVersion('<div id="root"></div>', APP_VERSION)).toThrow(/version/);
  });
});

describe('the scripts index.html loads', () => {
  const built = [
    '<script type="application/json" id="runtime-config">{}</script>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/runtime-def.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">',
  ].join('\n');

  const priorities = (html: string) =>
    [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script, link')].map(
      (element) => [
        element.getAttribute('src') ?? element.getAttribute('href') ?? element.id,
        element.getAttribute('fetchpriority'),
      ],
    );

  it('come after the styles and fonts the splash paints with', () => {
    expect(priorities(lowerScriptPriority(built))).toEqual([
      ['runtime-config', null],
      ['/assets/index-abc.js', 'low'],
      ['/assets/runtime-def.js', 'low'],
      ['/assets/index-ghi.css', null],
    ]);
  });

  it('are marked once however often the page is transformed', () => {
    const once = lowerScriptPriority(built);
    expect(lowerScriptPriority(once)).toBe(once);
  });
});
