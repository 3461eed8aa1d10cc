import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientErrorKind } from '@storyloom/contracts';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { ErrorReportContext } from '../../components/ui/error-report-context';
import {
  reportClientError,
  reportErrorBoxMessage,
  reportRenderError,
  setErrorReportToken,
  startErrorService,
} from './error-reports';
import { createErrorService, MAX_QUEUED_REPORTS, type ErrorCapture } from './error-service';
import { reportChunkLoadFailure } from './index';

type Sent = { url: string; init: RequestInit; body: Record<string, unknown> };

let sent: Sent[];
let captured: [ClientErrorKind, unknown][];

beforeEach(() => {
  sent = [];
  captured = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init = {}) => {
      sent.push({ url: String(input), init, body: JSON.parse(String(init.body)) });
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
  // The Sentry-compatible service as the app sees it, already loaded.
  startErrorService({ report: (kind, error) => captured.push([kind, error]) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  startErrorService({ report: () => undefined });
  setErrorReportToken(() => null);
});

const ownStore = () => sent.filter((request) => request.url.endsWith('/api/Diagnostics/errors'));

describe('a client error', () => {
  it("goes to the app's own store with its kind, message, stack, page and version", () => {
    setErrorReportToken(() => 'id-token');
    const error = new TypeError("Cannot read properties of undefined (reading 'title')");
    reportClientError('render', error);

    expect(ownStore()).toHaveLength(1);
    const [request] = ownStore();
    expect(request!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(request!.init.headers).get('Authorization')).toBe('Bearer id-token');
    expect(request!.body).toEqual({
      kind: 'render',
      message: error.message,
      stack: error.stack,
      path: window.location.pathname,
      appVersion: 'v1.1.3',
    });
    expect(captured).toEqual([['render', error]]);
  });

  it('never throws when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => reportClientError('render', new Error('x'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe('the three kinds the app reports', () => {
  it('render errors, but not chunk failures (the chunk recovery reports those)', () => {
    reportRenderError(new Error('The wizard lost its page'));
    reportRenderError(
      new TypeError('Failed to fetch dynamically imported module: /assets/Library-3f9a.js'),
    );
    expect(ownStore().map((request) => request.body.message)).toEqual([
      'The wizard lost its page',
    ]);
    expect(captured.map(([kind]) => kind)).toEqual(['render']);
  });

  it('chunk failures, with event 1200 beside the report', () => {
    reportChunkLoadFailure('Loading chunk 7 failed.');
    expect(ownStore().map((request) => request.body)).toEqual([
      expect.objectContaining({ kind: 'chunk', message: 'Loading chunk 7 failed.' }),
    ]);
    expect(sent.some((request) => request.body.EventType === 1200)).toBe(true);
    expect(captured.map(([kind]) => kind)).toEqual(['chunk']);
  });

  it("the error box's heavy-load message: the original text is reported, once", () => {
    const { rerender } = render(
      <ErrorReportContext value={reportErrorBoxMessage}>
        <ErrorBox message="TypeError: Failed to fetch" />
      </ErrorReportContext>,
    );
    rerender(
      <ErrorReportContext value={reportErrorBoxMessage}>
        <ErrorBox message="TypeError: Failed to fetch" title="Still failing" />
      </ErrorReportContext>,
    );
    expect(ownStore().map((request) => request.body)).toEqual([
      expect.objectContaining({ kind: 'error-box', message: 'TypeError: Failed to fetch' }),
    ]);
    expect(captured).toHaveLength(1);
    expect((captured[0]![1] as Error).message).toBe('TypeError: Failed to fetch');
  });

  it('nothing for a plain message the box shows as it is', () => {
    render(
      <ErrorReportContext value={reportErrorBoxMessage}>
        <ErrorBox message="Please pick a character first." />
      </ErrorReportContext>,
    );
    expect(sent).toEqual([]);
    expect(captured).toEqual([]);
  });
});

describe('the Sentry-compatible service', () => {
  function deferredTrigger() {
    let fire = () => undefined as void;
    const whenReady = vi.fn((load: () => void) => {
      fire = load;
    });
    return { whenReady, fire: () => fire() };
  }

  it('without a DSN loads nothing and waits for nothing', () => {
    const trigger = deferredTrigger();
    const start = vi.fn<(dsn: string) => Promise<ErrorCapture>>();
    const service = createErrorService({ dsn: null, whenReady: trigger.whenReady, start });
    service.report('render', new Error('x'));
    expect(trigger.whenReady).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('loads with the deferred scripts, then gets what was reported before and after', async () => {
    const trigger = deferredTrigger();
    const received: [ClientErrorKind, unknown][] = [];
    const start = vi.fn((_dsn: string) =>
      Promise.resolve<ErrorCapture>((kind, error) => received.push([kind, error])),
    );
    const dsn = 'https://publickey@errors.example.org/7';
    const service = createErrorService({ dsn, whenReady: trigger.whenReady, start });
    const early = new Error('before the first interaction');
    service.report('render', early);
    expect(start).not.toHaveBeenCalled();

    trigger.fire();
    expect(start).toHaveBeenCalledWith(dsn);
    await vi.waitFor(() => expect(received).toEqual([['render', early]]));
    const late = new Error('after');
    service.report('chunk', late);
    expect(received).toEqual([
      ['render', early],
      ['chunk', late],
    ]);
  });

  it(`keeps at most ${MAX_QUEUED_REPORTS} reports while it waits`, async () => {
    const trigger = deferredTrigger();
    const received: unknown[] = [];
    const service = createErrorService({
      dsn: 'https://publickey@errors.example.org/7',
      whenReady: trigger.whenReady,
      start: () => Promise.resolve((_kind, error) => received.push(error)),
    });
    for (let index = 0; index < MAX_QUEUED_REPORTS + 5; index += 1) {
      service.report('render', new Error(`failure ${index}`));
    }
    trigger.fire();
    await vi.waitFor(() => expect(received).toHaveLength(MAX_QUEUED_REPORTS));
  });

  it('that cannot be loaded (a content blocker) costs nothing more', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const trigger = deferredTrigger();
    const service = createErrorService({
      dsn: 'https://publickey@errors.example.org/7',
      whenReady: trigger.whenReady,
      start: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    service.report('render', new Error('x'));
    trigger.fire();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(() => service.report('render', new Error('y'))).not.toThrow();
    warn.mockRestore();
  });
});
