import { describe, expect, it } from 'vitest';
import { pageKindOf, stepsForPath } from './tour-steps';

const ids = (path: string) => stepsForPath(path).map((step) => step.id);

describe('tour steps per page kind', () => {
  it.each(['/story', '/story/abc', '/Ideas', '/ideas', '/story/demo/spring'])(
    '%s is a story page with the full tour',
    (path) => {
      expect(pageKindOf(path)).toBe('story');
      expect(ids(path)).toEqual([
        'wizard-steps',
        'marketplace-nav',
        'chat-nav',
        'ideas-toolbar',
        'ideas-library',
      ]);
    },
  );

  it.each(['/marketplace', '/marketplace/product/p1'])('%s shows marketplace and chat', (path) => {
    expect(ids(path)).toEqual(['marketplace-nav', 'chat-nav']);
  });

  it.each(['/library', '/settings', '/help', '/view/abc', '/story/s1/chat', '/story/all/chat/c1'])(
    '%s shows the marketplace only',
    (path) => {
      expect(pageKindOf(path)).toBe('other');
      expect(ids(path)).toEqual(['marketplace-nav']);
    },
  );
});
