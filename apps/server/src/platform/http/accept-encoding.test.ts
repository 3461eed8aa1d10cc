import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accept-encoding.js';

describe('acceptsGzip', () => {
  it('takes gzip where browsers and libraries ask for it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
  });

  it('sends plain bytes when gzip is not taken', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.000, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=nonsense')).toBe(false);
  });

  it('lets a named gzip decide over *', () => {
    expect(acceptsGzip('*;q=0, gzip')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
  });

  it('answers the same header the same way again', () => {
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('gzip')).toBe(true);
  });
});
