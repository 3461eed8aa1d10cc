import { describe, expect, it, vi } from 'vitest';
import { ensureVisitorId } from './visitor-id';

/** A cookie jar that remembers what was written, attributes included. */
function fakeDocument(initial = '') {
  const writes: string[] = [];
  let jar = initial;
  return {
    writes,
    doc: {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        writes.push(value);
        const pair = value.split(';')[0] ?? '';
        jar = jar ? `${jar}; ${pair}` : pair;
      },
    },
  };
}

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('visitor id cookie', () => {
  it('sets dac_visitor_id for two years, lax, on the whole site', () => {
    const { doc, writes } = fakeDocument();
    expect(ensureVisitorId({ doc, createId: () => uuid, secure: false })).toBe(uuid);
    expect(writes).toEqual([`dac_visitor_id=${uuid}; Max-Age=63072000; Path=/; SameSite=Lax`]);
  });

  it('marks the cookie Secure on https', () => {
    const { doc, writes } = fakeDocument();
    ensureVisitorId({ doc, createId: () => uuid, secure: true });
    expect(writes[0]).toMatch(/; Secure$/);
  });

  it('sets it once: a visitor keeps the id they already have', () => {
    const { doc, writes } = fakeDocument('theme=dark; dac_visitor_id=abcDEF12-_xyz');
    const createId = vi.fn(() => uuid);
    expect(ensureVisitorId({ doc, createId })).toBe('abcDEF12-_xyz');
    expect(createId).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it('replaces a value the server would not accept', () => {
    const { doc, writes } = fakeDocument('dac_visitor_id=<script>');
    expect(ensureVisitorId({ doc, createId: () => uuid, secure: false })).toBe(uuid);
    expect(writes).toHaveLength(1);
  });

  it('uses the browser cookie jar and a random UUID by default', () => {
    document.cookie = 'dac_visitor_id=; Max-Age=0; Path=/';
    const id = ensureVisitorId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`dac_visitor_id=${id}`);
    expect(ensureVisitorId()).toBe(id);
  });

  it('only warns when cookies cannot be used', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const doc = {
      get cookie(): string {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(ensureVisitorId({ doc })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
