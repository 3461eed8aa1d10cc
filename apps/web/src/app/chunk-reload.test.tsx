import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canReloadForChunkFailure,
  createChunkFailureRecovery,
  installChunkFailureRecovery,
} from './chunk-reload';
import { ErrorBoundary } from './ErrorBoundary';

const chunkFailure = 'Failed to fetch dynamically imported module: /assets/Library-3f9a.js';

beforeEach(() => {
  sessionStorage.clear();
});

/** A fresh page load: new listeners and flags in memory, the same sessionStorage. */
function pageLoad() {
  const report = vi.fn();
  const reload = vi.fn();
  const target = new EventTarget();
  const recovery = createChunkFailureRecovery({ report, reload });
  installChunkFailureRecovery(recovery, target as unknown as Window);
  return { report, reload, target, recovery };
}

function rejection(reason: unknown) {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

function preloadError(payload: unknown) {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
}

describe('chunk-load failure outside React', () => {
  it('logs the failure, then reloads once', () => {
    const { report, reload, target } = pageLoad();
    target.dispatchEvent(rejection(new TypeError(chunkFailure)));

    expect(report).toHaveBeenCalledWith(chunkFailure);
    expect(reload).toHaveBeenCalledTimes(1);
    // Logged before the reload started.
    expect(report.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0]!);
    expect(canReloadForChunkFailure()).toBe(false);
  });

  it('does not reload or log twice when several chunks fail on the same page', () => {
    const { report, reload, target } = pageLoad();
    target.dispatchEvent(rejection(new TypeError(chunkFailure)));
    target.dispatchEvent(
      Object.assign(new Event('error'), { message: "Uncaught SyntaxError: Unexpected token '<'" }),
    );
    expect(report).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again after the reload when it fails again (the flag survives)', () => {
    pageLoad().target.dispatchEvent(rejection(new TypeError(chunkFailure)));

    const second = pageLoad();
    second.target.dispatchEvent(rejection(new TypeError('Loading chunk 7 failed.')));
    expect(second.report).toHaveBeenCalledWith('Loading chunk 7 failed.');
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('leaves other errors alone', () => {
    const { report, reload, target } = pageLoad();
    target.dispatchEvent(rejection(new Error('Request failed')));
    target.dispatchEvent(Object.assign(new Event('error'), { error: new TypeError('x is null') }));
    expect(report).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(canReloadForChunkFailure()).toBe(true);
  });

  it("recognises script errors by the error's message", () => {
    const { reload, target } = pageLoad();
    target.dispatchEvent(
      Object.assign(new Event('error'), { error: new Error('ChunkLoadError: chunk 3') }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("treats Vite's preload error as a chunk failure and keeps it from reaching the page", () => {
    const { report, reload, target } = pageLoad();
    const event = preloadError(new Error('Unable to preload CSS for /assets/Library-3f9a.css'));
    target.dispatchEvent(event);
    expect(report).toHaveBeenCalledWith('Unable to preload CSS for /assets/Library-3f9a.css');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it("lets Vite's preload error through to the error page once the reload was used", () => {
    sessionStorage.setItem('storyloom:chunk-reload-attempted', '1');
    const { reload, target } = pageLoad();
    const event = preloadError(new Error(chunkFailure));
    target.dispatchEvent(event);
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('chunk-load failure caught by the error boundary', () => {
  it('is only logged here (once); the boundary reloads', () => {
    const { report, reload, recovery } = pageLoad();
    expect(recovery.report(new Error(chunkFailure))).toBe(true);
    expect(recovery.report(new Error(chunkFailure))).toBe(true);
    expect(recovery.report(new Error('boom'))).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});

function Throws({ message }: { message: string }): never {
  throw new Error(message);
}

describe('chunk-load failure in a lazy route (wired as in main.tsx)', () => {
  it('is logged before the error boundary reloads the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const steps: string[] = [];
    const recovery = createChunkFailureRecovery({
      report: (message) => steps.push(`report ${message}`),
      reload: () => steps.push('second reload'),
    });
    const root = createRoot(document.createElement('div'), {
      onCaughtError: (error) => void recovery.report(error),
    });
    act(() =>
      root.render(
        <ErrorBoundary reload={() => steps.push('reload')}>
          <Throws message={chunkFailure} />
        </ErrorBoundary>,
      ),
    );
    expect(steps).toEqual([`report ${chunkFailure}`, 'reload']);
    act(() => root.unmount());
    vi.restoreAllMocks();
  });
});

describe('without session storage', () => {
  it('logs but never reloads, since a reload loop could not be told apart', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { report, reload, target } = pageLoad();
    target.dispatchEvent(rejection(new TypeError(chunkFailure)));
    expect(report).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    getItem.mockRestore();
  });
});
