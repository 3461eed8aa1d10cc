import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { StorageImage } from './StorageImage';

type Answer = { url: string } | 'missing' | Error | Promise<never>;

/** Answers signed-URL requests from a table of storage paths; anything else is missing. */
function renderImage(
  files: Record<string, Answer>,
  props: Partial<Parameters<typeof StorageImage>[0]> = {},
) {
  const asked: string[] = [];
  const request = vi.fn(async (path: string) => {
    const file = new URL(path, 'http://api.test').searchParams.get('path') ?? '';
    asked.push(file);
    const answer = files[file] ?? 'missing';
    if (answer === 'missing') throw new ApiRequestError('API request failed: Not Found', 404, null);
    if (answer instanceof Error) throw answer;
    if (answer instanceof Promise) return answer;
    return { url: answer.url, expiresAtUtcEpoch: Date.now() + 3_600_000 };
  });
  const api = { request, requestBlob: vi.fn(), publicRequest: vi.fn() } as unknown as ApiClient;
  render(
    <ApiClientProvider client={api}>
      <StorageImage path="users-prod/u/luna.png" size="tiny" alt="Picture of Luna" {...props} />
    </ApiClientProvider>,
  );
  return { asked };
}

describe('StorageImage', () => {
  it('shows a soft placeholder, named after the picture, while the address is fetched', () => {
    renderImage({ 'users-prod/u/luna.tiny.thumb.png': new Promise<never>(() => undefined) });
    expect(screen.getByRole('img', { name: 'Picture of Luna (loading)' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows the requested size when it exists', async () => {
    const { asked } = renderImage({
      'users-prod/u/luna.tiny.thumb.png': { url: 'https://files.test/tiny' },
    });
    const img = await screen.findByRole('img', { name: 'Picture of Luna' });
    expect(img).toHaveAttribute('src', 'https://files.test/tiny');
    expect(asked).toEqual(['users-prod/u/luna.tiny.thumb.png']);
  });

  it('falls back tiny, then small, then original when sizes are missing', async () => {
    const { asked } = renderImage({
      'users-prod/u/luna.png': { url: 'https://files.test/original' },
    });
    const img = await screen.findByRole('img', { name: 'Picture of Luna' });
    expect(img).toHaveAttribute('src', 'https://files.test/original');
    expect(asked).toEqual([
      'users-prod/u/luna.tiny.thumb.png',
      'users-prod/u/luna.small.thumb.png',
      'users-prod/u/luna.png',
    ]);
  });

  it('starts at the requested size: small never tries tiny', async () => {
    const { asked } = renderImage(
      { 'users-prod/u/luna.small.thumb.png': { url: 'https://files.test/small' } },
      { size: 'small' },
    );
    await screen.findByRole('img', { name: 'Picture of Luna' });
    expect(asked).toEqual(['users-prod/u/luna.small.thumb.png']);
  });

  it('moves to the next size when the picture itself will not load', async () => {
    const { asked } = renderImage({
      'users-prod/u/luna.tiny.thumb.png': { url: 'https://files.test/tiny' },
      'users-prod/u/luna.small.thumb.png': { url: 'https://files.test/small' },
    });
    fireEvent.error(await screen.findByRole('img', { name: 'Picture of Luna' }));
    expect(await screen.findByRole('img', { name: 'Picture of Luna' })).toHaveAttribute(
      'src',
      'https://files.test/small',
    );
    expect(asked).toEqual([
      'users-prod/u/luna.tiny.thumb.png',
      'users-prod/u/luna.small.thumb.png',
    ]);
  });

  it('shows the forbidden sign when no size exists', async () => {
    const { asked } = renderImage({});
    expect(
      await screen.findByRole('img', { name: 'Picture of Luna: picture not found' }),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  });

  it('shows a warning and "Failed to load image" when storage fails otherwise', async () => {
    renderImage({
      'users-prod/u/luna.tiny.thumb.png': new ApiRequestError('API request failed: 500', 500, null),
    });
    expect(await screen.findByRole('img', { name: 'Warning' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load image')).toBeInTheDocument();
  });

  it("shows the server's message when it sent one", async () => {
    renderImage({
      'users-prod/u/luna.tiny.thumb.png': new ApiRequestError('API request failed: 403', 403, {
        error: 'forbidden',
        message: 'This picture belongs to someone else.',
        status: 403,
      }),
    });
    expect(await screen.findByText('This picture belongs to someone else.')).toBeInTheDocument();
  });
});
