import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      role: 'all',
      port: 8080,
      databaseUrl: undefined,
      productName: 'Storyloom',
      dataDir: path.resolve('./data'),
      webOrigins: [],
    });
  });

  it('reads PostgreSQL, roles and origins when given', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/storyloom',
      ROLE: 'worker',
      PORT: '9000',
      WEB_ORIGINS: 'https://a.example, https://b.example',
      PRODUCT_NAME: 'Bedtime Tales',
    });
    expect(config.databaseUrl).toBe('postgres://app@db:5432/storyloom');
    expect(config.role).toBe('worker');
    expect(config.port).toBe(9000);
    expect(config.webOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.productName).toBe('Bedtime Tales');
  });

  it('reads the other addresses sign-in is trusted from, refusing anything but web origins', () => {
    expect(loadConfig({}).trustedOrigins).toEqual([]);
    const config = loadConfig({
      TRUSTED_ORIGINS: 'http://192.168.1.20:8080, https://stories.home.arpa',
    });
    expect(config.trustedOrigins).toEqual([
      'http://192.168.1.20:8080',
      'https://stories.home.arpa',
    ]);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('treats blank variables as unset, as a copied .env.example leaves them', () => {
    const config = loadConfig({ PORT: '', STORAGE_SIGNING_SECRET: ' ', WEB_DIST_DIR: '' });
    expect(config.port).toBe(8080);
    expect(config.storageSigningSecret).toBeUndefined();
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('reads the demo video link, only as an http(s) address; blank leaves it unset', () => {
    expect(loadConfig({}).demoVideoUrl).toBeUndefined();
    expect(loadConfig({ DEMO_VIDEO_URL: '  ' }).demoVideoUrl).toBeUndefined();
    expect(loadConfig({ DEMO_VIDEO_URL: 'https://video.example.org/demo' }).demoVideoUrl).toBe(
      'https://video.example.org/demo',
    );
    expect(() => loadConfig({ DEMO_VIDEO_URL: 'javascript:alert(1)' })).toThrow(/DEMO_VIDEO_URL/);
    expect(() => loadConfig({ DEMO_VIDEO_URL: 'ftp://video.example.org/demo' })).toThrow(
      ConfigError,
    );
  });

  it('fails fast with a readable list of everything wrong', () => {
    let thrown: unknown;
    try {
      loadConfig({ PORT: 'eighty', ROLE: 'chef', DATABASE_URL: 'not a url' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const { problems, message } = thrown as ConfigError;
    expect(problems).toHaveLength(3);
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT');
    expect(message).toContain('ROLE');
    expect(message).toContain('DATABASE_URL');
  });

  it('reads Stripe from both keys, with an optional API base for a local server', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:4242',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: { protocol: 'http', host: '127.0.0.1', port: 4242 },
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }).stripe?.apiBase,
    ).toBe(undefined);
  });

  it('refuses one Stripe key without the other', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or neither/,
    );
  });

  it("reads the Sentry-compatible DSNs: the browser takes the server's unless told otherwise", () => {
    const dsn = 'https://abc123@errors.example.org/7';
    expect(loadConfig({}).telemetry).toMatchObject({
      errorServiceDsn: undefined,
      webErrorServiceDsn: undefined,
    });
    expect(loadConfig({ SENTRY_DSN: dsn }).telemetry).toMatchObject({
      errorServiceDsn: dsn,
      webErrorServiceDsn: dsn,
    });
    expect(loadConfig({ SENTRY_DSN: dsn, WEB_SENTRY_DSN: 'off' }).telemetry).toMatchObject({
      errorServiceDsn: dsn,
      webErrorServiceDsn: undefined,
    });
    const web = 'https://def456@errors.example.org/8';
    expect(loadConfig({ WEB_SENTRY_DSN: web }).telemetry).toMatchObject({
      errorServiceDsn: undefined,
      webErrorServiceDsn: web,
    });
    for (const wrong of ['https://errors.example.org/7', 'javascript:alert(1)', 'https://k@h/x']) {
      expect(() => loadConfig({ SENTRY_DSN: wrong })).toThrow(/SENTRY_DSN/);
    }
  });
});
