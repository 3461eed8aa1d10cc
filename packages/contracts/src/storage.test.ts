import { describe, expect, it } from 'vitest';
import {
  StoragePathError,
  environmentSuffixed,
  imageVariantFallbacks,
  imageVariantPath,
  userStoragePath,
} from './storage.js';

describe('imageVariantPath', () => {
  it('returns the original path unchanged', () => {
    expect(imageVariantPath('users-prod/u1/cat.png', 'original')).toBe('users-prod/u1/cat.png');
  });

  it('inserts the suffix before the extension', () => {
    expect(imageVariantPath('users-prod/u1/cat.png', 'small')).toBe(
      'users-prod/u1/cat.small.thumb.png',
    );
    expect(imageVariantPath('users-prod/u1/cat.png', 'tiny')).toBe(
      'users-prod/u1/cat.tiny.thumb.png',
    );
    expect(imageVariantPath('cat.v2.jpeg', 'tiny')).toBe('cat.v2.tiny.thumb.jpeg');
  });

  it('appends the suffix when the file name has no extension', () => {
    expect(imageVariantPath('users-prod/u1/avatar', 'small')).toBe(
      'users-prod/u1/avatar.small.thumb',
    );
    expect(imageVariantPath('avatar', 'tiny')).toBe('avatar.tiny.thumb');
  });

  it('does not treat a dot in a folder name as an extension', () => {
    expect(imageVariantPath('users-prod/u1.v2/avatar', 'small')).toBe(
      'users-prod/u1.v2/avatar.small.thumb',
    );
    expect(imageVariantPath('a.b/c.d/pic.webp', 'tiny')).toBe('a.b/c.d/pic.tiny.thumb.webp');
  });

  it('does not treat a leading dot as an extension', () => {
    expect(imageVariantPath('u1/.hidden', 'small')).toBe('u1/.hidden.small.thumb');
    expect(imageVariantPath('.hidden', 'tiny')).toBe('.hidden.tiny.thumb');
    expect(imageVariantPath('u1/.hidden.png', 'tiny')).toBe('u1/.hidden.tiny.thumb.png');
  });
});

describe('imageVariantFallbacks', () => {
  it('falls back tiny to small to original', () => {
    expect(imageVariantFallbacks('tiny')).toEqual(['tiny', 'small', 'original']);
    expect(imageVariantFallbacks('small')).toEqual(['small', 'original']);
    expect(imageVariantFallbacks('original')).toEqual(['original']);
  });
});

describe('userStoragePath', () => {
  it('builds users-{env}/{userId}/{name}', () => {
    expect(userStoragePath('u1', 'avatar.png')).toBe('users-prod/u1/avatar.png');
    expect(userStoragePath('u1', 'images/cat.png')).toBe('users-prod/u1/images/cat.png');
    expect(userStoragePath('u1', 'a.png', 'test')).toBe('users-test/u1/a.png');
  });

  it.each([
    ['', 'a.png'],
    ['u1', ''],
    ['..', 'a.png'],
    ['u1', '..'],
    ['u1', '../u2/a.png'],
    ['u1', 'images/../../u2/a.png'],
    ['u1', 'images\\..\\a.png'],
    ['u1', '/etc/passwd'],
    ['/u1', 'a.png'],
    ['u1/u2', 'a.png'],
    ['u1\\u2', 'a.png'],
    ['.', 'a.png'],
  ])('rejects userId %j with name %j', (userId, name) => {
    expect(() => userStoragePath(userId, name)).toThrow(StoragePathError);
  });

  it('allows dots that are not traversal segments', () => {
    expect(userStoragePath('u1', 'my..file.png')).toBe('users-prod/u1/my..file.png');
  });
});

describe('environmentSuffixed', () => {
  it('appends -{env}', () => {
    expect(environmentSuffixed('stories')).toBe('stories-prod');
    expect(environmentSuffixed('stories', 'dev')).toBe('stories-dev');
  });
});
