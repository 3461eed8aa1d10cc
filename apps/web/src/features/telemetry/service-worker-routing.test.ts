// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { injectServiceWorkerManifest, shellAssets } from '../../../vite.config';

type Route = 'page' | 'asset' | 'network';
interface WorkerScope {
  routeRequest(request: { method: string; url: string; mode: string }, origin: string): Route;
  CACHE_NAME?: string;
  listeners: string[];
}

const source = readFileSync(path.join(import.meta.dirname, '../../../public/sw.js'), 'utf8');

/** Runs the worker script as the browser would, with a scope that only records listeners. */
function loadWorker(code = source): WorkerScope {
  const listeners: string[] = [];
  const scope = {
    URL,
    listeners,
    self: {
      location: { origin: 'https://stories.example' },
      addEventListener: (type: string) => listeners.push(type),
    },
  };
  // Top-level function declarations of a classic script become properties of its global.
  runInNewContext(code, scope);
  return scope as unknown as WorkerScope;
}

const origin = 'https://stories.example';
const route = (url: string, { method = 'GET', mode = 'no-cors' } = {}) =>
  loadWorker().routeRequest({ method, url: new URL(url, origin).href, mode }, origin);

describe('service worker routing', () => {
  it('answers page navigations network first (index.html is never served stale)', () => {
    expect(route('/story', { mode: 'navigate' })).toBe('page');
    expect(route('/library?bag=2', { mode: 'navigate' })).toBe('page');
    expect(route('/', { mode: 'navigate' })).toBe('page');
  });

  it('serves hashed assets from the cache first', () => {
    expect(route('/assets/index-D_dG-CWp.js')).toBe('asset');
    expect(route('/assets/index-943s_JYP.css', { mode: 'cors' })).toBe('asset');
  });

  it('never touches the API, even for a navigation', () => {
    expect(route('/api/events', { method: 'POST', mode: 'cors' })).toBe('network');
    expect(route('/api/Subscriptions/current', { mode: 'cors' })).toBe('network');
    expect(route('/api/shared/code/abc', { mode: 'navigate' })).toBe('network');
    expect(route('/docs', { mode: 'navigate' })).toBe('network');
    expect(route('/healthz')).toBe('network');
  });

  it('leaves other requests alone: writes, other origins, unhashed files', () => {
    expect(route('/assets/x.js', { method: 'POST' })).toBe('network');
    expect(route('https://cdn.example/assets/x.js')).toBe('network');
    expect(route('https://cdn.example/page', { mode: 'navigate' })).toBe('network');
    expect(route('/favicon.svg')).toBe('network');
    expect(route('/emojies/U-64/1F600.png')).toBe('network');
    // A path that merely starts like the API is still an app page.
    expect(route('/apiary', { mode: 'navigate' })).toBe('page');
  });

  it('listens for install, activate, fetch and the page’s skip-waiting message', () => {
    expect(loadWorker().listeners.sort()).toEqual(['activate', 'fetch', 'install', 'message']);
  });
});

describe('service worker build manifest', () => {
  it('is written into the worker, so each build with other files is another worker', () => {
    const built = injectServiceWorkerManifest(source, {
      version: 'abc123',
      shell: ['/assets/index-1.js'],
    });
    expect(built).toContain(
      'const BUILD_MANIFEST = {"version":"abc123","shell":["/assets/index-1.js"]};',
    );
    expect(built).not.toContain("version: 'development'");
    // Still a valid worker after the replacement.
    expect(
      loadWorker(built).routeRequest(
        { method: 'GET', url: `${origin}/assets/a.js`, mode: 'cors' },
        origin,
      ),
    ).toBe('asset');
  });

  it('fails the build rather than ship a worker without a version', () => {
    expect(() =>
      injectServiceWorkerManifest('self.addEventListener("fetch", () => {});', {
        version: 'x',
        shell: [],
      }),
    ).toThrow(/BUILD_MANIFEST/);
  });

  it('takes the shell from what index.html loads', () => {
    const html = `<script type="module" crossorigin src="/assets/index-D_dG.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/pages-B5pw.js">
      <link rel="stylesheet" crossorigin href="/assets/index-943s.css">
      <link rel="icon" href="/favicon.svg">`;
    expect(shellAssets(html)).toEqual([
      '/assets/index-943s.css',
      '/assets/index-D_dG.js',
      '/assets/pages-B5pw.js',
    ]);
  });
});
