import { describe, expect, it } from 'vitest';
import { EMPTY_DEMO_CONTENT, demoContentSchema } from './demo.js';
import { isCampaignCode, resolveCampaign, resolveCampaignCode } from './demo-values.js';

describe('demo content', () => {
  it('has an empty object for a 404', () => {
    expect(EMPTY_DEMO_CONTENT).toEqual({
      storyId: '',
      storyTitle: '',
      story: '',
      audiobook: '',
      coloringPage: '',
      song: '',
      characters: [],
      marketplaceId: '',
    });
    expect(demoContentSchema.parse({})).toEqual(EMPTY_DEMO_CONTENT);
  });

  it('parses characters', () => {
    const parsed = demoContentSchema.parse({
      storyId: 's1',
      characters: [{ id: 'c1', name: 'Luna', avatarUrl: 'p/luna.png' }],
    });
    expect(parsed.characters).toEqual([{ id: 'c1', name: 'Luna', avatarUrl: 'p/luna.png' }]);
  });
});

describe('resolveCampaignCode', () => {
  const all = {
    routeId: 'route',
    query: 'query',
    cookie: 'cookie',
    configuredDefault: 'default',
  };

  it('prefers route id, then query, then cookie, then configured default', () => {
    expect(resolveCampaign(all)).toEqual({ code: 'route', source: 'route' });
    expect(resolveCampaignCode({ ...all, routeId: undefined })).toBe('query');
    expect(resolveCampaignCode({ ...all, routeId: null, query: null })).toBe('cookie');
    expect(resolveCampaign({ ...all, routeId: '', query: ' ', cookie: undefined })).toEqual({
      code: 'default',
      source: 'default',
    });
    expect(resolveCampaignCode({})).toBeUndefined();
  });

  it('never lets the configured default overwrite an explicit code', () => {
    expect(resolveCampaignCode({ cookie: 'saved', configuredDefault: 'default' })).toBe('saved');
    expect(resolveCampaignCode({ query: 'spring', configuredDefault: 'default' })).toBe('spring');
  });

  it('reads the campaign parameter from URLSearchParams', () => {
    expect(
      resolveCampaignCode({
        query: new URLSearchParams('campaign=summer&x=1'),
      }),
    ).toBe('summer');
    expect(
      resolveCampaignCode({
        query: new URLSearchParams('x=1'),
        configuredDefault: 'default',
      }),
    ).toBe('default');
  });
});

describe('isCampaignCode', () => {
  it('accepts codes an admin types and refuses anything that could break a cookie or a path', () => {
    expect(['welcome', 'spring-2027', 'A_b', 'ab'].every(isCampaignCode)).toBe(true);
    for (const code of ['a', 'has space', 'semi;colon', '<script>', 'x'.repeat(41), null, 7])
      expect(isCampaignCode(code), String(code)).toBe(false);
  });
});
