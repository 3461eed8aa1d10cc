import { describe, expect, it } from 'vitest';
import { fakeIdToken } from '../../test/fake-auth-gateway';
import { readIdToken } from './id-token';

describe('readIdToken', () => {
  it('maps the claims to the auth user and the expiry to ms', () => {
    const token = fakeIdToken({ sub: 'u1', name: 'Zoë 🌙', admin: true, email_verified: false });
    const { user, expiresAt } = readIdToken(token);
    expect(user).toMatchObject({
      uid: 'u1',
      displayName: 'Zoë 🌙',
      admin: true,
      emailVerified: false,
    });
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt % 1000).toBe(0);
  });

  it('treats an empty name and a missing picture as absent', () => {
    const { user } = readIdToken(fakeIdToken({ name: '  ', picture: null }));
    expect(user.displayName).toBeNull();
    expect(user.picture).toBeNull();
  });

  it.each(['not-a-jwt', 'a.b.c', `x.${btoa('{"sub":"u"}')}.y`])('rejects %s', (token) => {
    expect(() => readIdToken(token)).toThrow();
  });

  it('reads absent flags as false and rejects claims of the wrong kind', () => {
    const token = (claims: Record<string, unknown>) =>
      fakeIdToken(claims as Parameters<typeof fakeIdToken>[0]);
    const { user } = readIdToken(token({ admin: undefined, email_verified: undefined }));
    expect(user).toMatchObject({ admin: false, emailVerified: false });
    expect(() => readIdToken(token({ sub: '' }))).toThrow('sub claim');
    expect(() => readIdToken(token({ admin: 'yes' }))).toThrow('admin claim');
    expect(() => readIdToken(token({ email_verified: null }))).toThrow('email_verified claim');
    expect(() => readIdToken(token({ picture: 42 }))).toThrow('picture claim');
    expect(() => readIdToken(token({ email: undefined }))).toThrow('email claim');
  });
});
