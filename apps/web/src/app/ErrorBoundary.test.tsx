import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadSucceeded } from './chunk-reload';
import { ErrorBoundary } from './ErrorBoundary';

function Throws({ message }: { message: string }): never {
  throw new Error(message);
}

const chunkFailure = 'Failed to fetch dynamically imported module: /assets/Library-3f9a.js';

beforeEach(() => {
  // React reports every caught render error on the console; the assertions below cover them.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the fallback text and a Reload button for a render error', async () => {
    const reload = vi.fn();
    render(
      <ErrorBoundary reload={reload}>
        <Throws message="boom" />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes errors to the reporting seam', () => {
    const onError = vi.fn();
    render(
      <ErrorBoundary onError={onError} reload={vi.fn()}>
        <Throws message="boom" />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'boom' }),
      expect.anything(),
    );
  });

  it('reloads once for a chunk-load failure, then shows the fallback if it happens again', () => {
    const reload = vi.fn();
    const firstLoad = render(
      <ErrorBoundary reload={reload}>
        <Throws message={chunkFailure} />
      </ErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
    firstLoad.unmount();

    // The reloaded page fails the same way: the flag in sessionStorage stops a reload loop.
    render(
      <ErrorBoundary reload={reload}>
        <Throws message={chunkFailure} />
      </ErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument();
  });

  it('may reload again after a page has loaded successfully', () => {
    const reload = vi.fn();
    const failed = render(
      <ErrorBoundary reload={reload}>
        <Throws message={chunkFailure} />
      </ErrorBoundary>,
    );
    failed.unmount();

    const loaded = render(
      <ErrorBoundary reload={reload}>
        <LoadSucceeded />
      </ErrorBoundary>,
    );
    loaded.unmount();

    render(
      <ErrorBoundary reload={reload}>
        <Throws message="Loading chunk 7 failed." />
      </ErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
