/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_VERSION } from '@storyloom/contracts';
import { describe, expect, it } from 'vitest';
import { fillSplashVersion } from '../../vite.config';

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
