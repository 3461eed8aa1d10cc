import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type ApiClient } from './api-client';
import { forgetStorageUrl, signedStorageUrl } from './storage-urls';

const HOUR = 3_600_000;

function fakeApi(answer: (path: string) => unknown) {
  const request = vi.fn(async (path: string) => {
    const result = answer(new URL(path, 'http://api.test').searchParams.get('path') ?? '');
    if (result instanceof Error) throw result;
    return result;
  });
  const api = { request, requestBlob: vi.fn(), publicRequest: vi.fn() } as unknown as ApiClient;
  return { api, request };
}

const notFound = () => new ApiRequestError('API request failed: Not Found', 404, null);

describe('signed storage URLs', () => {
  it('asks the API once per path and reuses the answer until shortly before it expires', async () => {
    let now = 1_000_000;
    const { api, request } = fakeApi((path) => ({
      url: `https://files.test/${path}?v=${request.mock.calls.length}`,
      expiresAtUtcEpoch: now + HOUR,
    }));
    const clock = () => now;

    const first = await signedStorageUrl(api, 'users-prod/u/a.png', clock);
    expect(await signedStorageUrl(api, 'users-prod/u/a.png', clock)).toBe(first);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('/api/files/signed-url?path=users-prod%2Fu%2Fa.png', {
      method: 'GET',
    });

    now += HOUR - 10_000; // inside the safety margin: fetched again
    expect(await signedStorageUrl(api, 'users-prod/u/a.png', clock)).not.toBe(first);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('shares one request between parallel asks for the same path', async () => {
    const { api, request } = fakeApi(() => ({
      url: 'https://files.test/x',
      expiresAtUtcEpoch: Date.now() + HOUR,
    }));
    const answers = await Promise.all([1, 2, 3].map(() => signedStorageUrl(api, 'p/x.png')));
    expect(answers).toEqual([
      'https://files.test/x',
      'https://files.test/x',
      'https://files.test/x',
    ]);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('answers null for a missing file and asks again next time', async () => {
    const { api, request } = fakeApi(() => notFound());
    expect(await signedStorageUrl(api, 'p/missing.png')).toBeNull();
    expect(await signedStorageUrl(api, 'p/missing.png')).toBeNull();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('throws other failures and unreadable answers', async () => {
    const failing = fakeApi(() => new ApiRequestError('API request failed: 500', 500, null));
    await expect(signedStorageUrl(failing.api, 'p/a.png')).rejects.toThrow(
      'API request failed: 500',
    );
    const odd = fakeApi(() => ({ link: 'x' }));
    await expect(signedStorageUrl(odd.api, 'p/a.png')).rejects.toThrow('cannot read');
  });

  it('forgetting a path fetches it anew', async () => {
    const { api, request } = fakeApi(() => ({
      url: 'https://files.test/x',
      expiresAtUtcEpoch: Date.now() + HOUR,
    }));
    await signedStorageUrl(api, 'p/a.png');
    forgetStorageUrl(api, 'p/a.png');
    await signedStorageUrl(api, 'p/a.png');
    expect(request).toHaveBeenCalledTimes(2);
  });
});
