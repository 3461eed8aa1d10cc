import { ApiRoutes, pathTo } from '@storyloom/contracts';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-matcher';

describe('matchRoute', () => {
  it('reads back the values pathTo filled in, whatever the query', () => {
    const address = pathTo(ApiRoutes.artifacts.delete, { storyId: 's 1', artifactId: 'a/2' });
    expect(matchRoute(ApiRoutes.artifacts.delete, 'DELETE', address)).toEqual({
      storyId: 's 1',
      artifactId: 'a/2',
    });
    expect(matchRoute(ApiRoutes.storyElements.list, 'GET', '/storyElement/list?limit=2')).toEqual(
      {},
    );
    expect(
      matchRoute(ApiRoutes.narrator.voiceSample, 'GET', '/audiobook/voice-samples/en-1.mp3'),
    ).toEqual({ voiceId: 'en-1' });
    expect(matchRoute(ApiRoutes.files.download, 'GET', '/api/files/users/u%201/a.png')).toEqual({
      '*': 'users/u 1/a.png',
    });
  });

  it('answers null for another method or another path', () => {
    expect(matchRoute(ApiRoutes.stories.get, 'DELETE', '/story/get/x')).toBeNull();
    expect(matchRoute(ApiRoutes.stories.get, 'GET', '/story/get/x/y')).toBeNull();
    expect(matchRoute(ApiRoutes.artifacts.get, 'GET', '/artifacts/x/cancel')).toBeNull();
    expect(matchRoute(ApiRoutes.me.get, 'GET', '/api/me/export')).toBeNull();
  });
});
