import { describe, expect, it } from 'vitest';
import { findLinks, splitLinks } from './links.js';

describe('links in mail text', () => {
  it('finds every http(s) link, without the punctuation that ends a sentence', () => {
    const text =
      'Open https://example.org/verify?token=a&b=c. Or (http://localhost:8080/reset).\nftp://no, mailto:x@y.z';
    expect(findLinks(text)).toEqual([
      'https://example.org/verify?token=a&b=c',
      'http://localhost:8080/reset',
    ]);
  });

  it('splits a text into words and links that join back into the same text', () => {
    const text = 'Hello, open https://example.org/a to go on. Thanks!';
    const pieces = splitLinks(text);
    expect(pieces).toEqual([
      { kind: 'text', text: 'Hello, open ' },
      { kind: 'link', url: 'https://example.org/a' },
      { kind: 'text', text: ' to go on. Thanks!' },
    ]);
    expect(pieces.map((piece) => (piece.kind === 'link' ? piece.url : piece.text)).join('')).toBe(
      text,
    );
  });

  it('finds nothing in a text without links', () => {
    expect(findLinks('Just words, https:// and http:/broken.')).toEqual([]);
  });
});
