import { describe, expect, it } from 'vitest';
import { healthcheckUrl } from './healthcheck.js';

describe("the container's health check", () => {
  it("asks the container's own web server, on loopback when it listens everywhere", () => {
    expect(healthcheckUrl({ role: 'web', host: '0.0.0.0', port: 8080 })).toBe(
      'http://127.0.0.1:8080/healthz',
    );
    expect(healthcheckUrl({ role: 'all', host: '::', port: 9000 })).toBe(
      'http://127.0.0.1:9000/healthz',
    );
    expect(healthcheckUrl({ role: 'web', host: '10.0.0.5', port: 8080 })).toBe(
      'http://10.0.0.5:8080/healthz',
    );
  });

  it('has nothing to ask of a worker or a migrate step, which serve no HTTP', () => {
    expect(healthcheckUrl({ role: 'worker', host: '0.0.0.0', port: 8080 })).toBeNull();
    expect(healthcheckUrl({ role: 'migrate', host: '0.0.0.0', port: 8080 })).toBeNull();
  });
});
