// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

describe('readConfig', () => {
  it('defaults to port 3000, the built-in catalog, dist/ and the test-mode processor', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      catalogSize: undefined,
      catalogBaseUrl: undefined,
      staticDir: 'dist',
      stripe: null,
      allowedOrigins: [],
      dataDir: 'data',
      databaseUrl: undefined,
      redisUrl: undefined,
      trustProxyHops: 0,
      firebase: null,
      paymentAllowance: { limit: 60, windowMs: 60_000 },
      signInPerMinute: 30,
      allowanceInstances: 1,
      stockHoldSeconds: 600,
      smtpUrl: undefined,
      mailFrom: 'Shopfront <orders@shopfront.localhost>',
      siteUrl: 'http://localhost:3000',
      publicSiteUrl: undefined,
      authSecret: undefined,
    });
  });

  it('reads DATABASE_URL, REDIS_URL, TRUST_PROXY_HOPS and ALLOWANCE_INSTANCES for several instances', () => {
    expect(
      readConfig({
        DATABASE_URL: 'postgres://shop@db:5432/shop',
        REDIS_URL: 'redis://cache:6379',
        TRUST_PROXY_HOPS: '1',
        ALLOWANCE_INSTANCES: '3',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://shop@db:5432/shop',
      redisUrl: 'redis://cache:6379',
      trustProxyHops: 1,
      allowanceInstances: 3,
    });
  });

  it.each([
    [{ DATABASE_URL: 'mysql://db/shop' }, /DATABASE_URL must be a URL such as postgres:\/\//],
    [{ DATABASE_URL: 'mysql://shop:secret@db/shop' }, /got "mysql:\/\/…@db\/shop"/],
    [{ REDIS_URL: 'cache:6379' }, /REDIS_URL must be a URL such as redis:\/\//],
    [{ TRUST_PROXY_HOPS: '-1' }, /TRUST_PROXY_HOPS must be a whole number from 0 to 10/],
    [{ ALLOWANCE_INSTANCES: '0' }, /ALLOWANCE_INSTANCES must be a whole number from 1 to 1000/],
    [{ SMTP_URL: 'mail-host:587' }, /SMTP_URL must be a URL such as smtp:\/\//],
    [{ BETTER_AUTH_SECRET: 'too-short' }, /BETTER_AUTH_SECRET must be at least 32 characters long/],
    [{ SMTP_URL: 'http://shop:secret@mail-host' }, /got "http:\/\/…@mail-host"/],
  ])('refuses %j, naming the variable and never echoing a password', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('reads PORT, CATALOGUE_SIZE, STATIC_DIR and ALLOWED_ORIGINS', () => {
    expect(
      readConfig({
        PORT: '8080',
        CATALOGUE_SIZE: '10000',
        STATIC_DIR: 'build',
        ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      }),
    ).toMatchObject({
      port: 8080,
      catalogSize: 10000,
      staticDir: 'build',
      allowedOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ CATALOGUE_SIZE: '0' }, /CATALOGUE_SIZE must be a whole number from 1/],
    [{ CATALOGUE_SIZE: '1e4' }, /CATALOGUE_SIZE/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it("prices payments from the shop's catalogue host when it is another host than the payment API", () => {
    expect(readConfig({ VITE_CATALOG_BASE_URL: 'https://fakestoreapi.com' }).catalogBaseUrl).toBe('https://fakestoreapi.com');
    // catalogue and payments on one host: that host is this server, whose own catalogue is used
    const oneHost = { VITE_CATALOG_BASE_URL: 'https://api.example.com/', VITE_PAYMENT_API_BASE_URL: 'https://api.example.com' };
    expect(readConfig(oneHost).catalogBaseUrl).toBeUndefined();
    expect(readConfig({ VITE_CATALOG_BASE_URL: '  ' }).catalogBaseUrl).toBeUndefined();
    expect(readConfig({ VITE_CATALOG_BASE_URL: '/api' }).catalogBaseUrl).toBeUndefined();
  });

  it.each(['fakestoreapi.com', 'ftp://example.com'])('refuses VITE_CATALOG_BASE_URL=%s with a message naming it', (value) => {
    expect(() => readConfig({ VITE_CATALOG_BASE_URL: value })).toThrow(
      /VITE_CATALOG_BASE_URL must be an http or https URL, or a path/,
    );
  });

  it('uses Stripe when the secret key is set, with the API address overrides for tests', () => {
    expect(
      readConfig({ ...STRIPE, STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' }).stripe,
    ).toEqual({ secretKey: 'sk_test_123', webhookSecret: 'whsec_123', host: '127.0.0.1', port: 12111, protocol: 'http' });
  });

  it.each([
    [{ STRIPE_API_HOST: 'localhost' }, 'STRIPE_API_HOST is set but STRIPE_SECRET_KEY is missing'],
    [{ STRIPE_API_PORT: '12111' }, 'STRIPE_API_PORT is set but STRIPE_SECRET_KEY is missing'],
    [{ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, 'VITE_STRIPE_PUBLISHABLE_KEY is set but STRIPE_SECRET_KEY is missing'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_SECRET_KEY is set but VITE_STRIPE_PUBLISHABLE_KEY is missing'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing',
    ],
    [{ ...STRIPE, STRIPE_SECRET_KEY: 'sk_live_1' }, 'STRIPE_SECRET_KEY must be a test-mode key'],
    [{ ...STRIPE, STRIPE_API_PROTOCOL: 'ftp' }, 'STRIPE_API_PROTOCOL must be http or https'],
  ])('stops a half-set or unsafe Stripe setup: %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('allows a publishable key without a secret key when payments are served elsewhere', () => {
    expect(
      readConfig({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1', VITE_PAYMENT_API_BASE_URL: 'https://pay.example' }).stripe,
    ).toBeNull();
  });
});

describe('readConfig: e-mail', () => {
  it('reads SMTP_URL, MAIL_FROM and the public address for links, defaulting to this server', () => {
    expect(readConfig({ PORT: '3300' })).toMatchObject({ smtpUrl: undefined, siteUrl: 'http://localhost:3300' });
    expect(
      readConfig({ SMTP_URL: 'smtp://shop:pw@mail:587', MAIL_FROM: 'Shop <a@b.example>', VITE_SITE_URL: 'https://shop.example' }),
    ).toMatchObject({ smtpUrl: 'smtp://shop:pw@mail:587', mailFrom: 'Shop <a@b.example>', siteUrl: 'https://shop.example' });
  });
});

describe('readConfig: the payment server', () => {
  it('reads AUTH_RATE_LIMIT, the account requests a client address may make a minute', () => {
    expect(readConfig({ AUTH_RATE_LIMIT: '5' })).toMatchObject({ signInPerMinute: 5 });
    expect(() => readConfig({ AUTH_RATE_LIMIT: 'many' })).toThrow(/AUTH_RATE_LIMIT must be a whole number from 1/);
  });

  it('keeps VITE_SITE_URL apart as the public address accounts trust, when set', () => {
    expect(readConfig({ VITE_SITE_URL: 'https://shop.example' })).toMatchObject({
      siteUrl: 'https://shop.example',
      publicSiteUrl: 'https://shop.example',
    });
  });

  it('reads how long a checkout holds its stock, 10 minutes unless STOCK_HOLD_MINUTES says', () => {
    expect(readConfig({}).stockHoldSeconds).toBe(600);
    expect(readConfig({ STOCK_HOLD_MINUTES: '30' }).stockHoldSeconds).toBe(1800);
    expect(readConfig({ STOCK_HOLD_MINUTES: '0.05' }).stockHoldSeconds).toBe(3);
    expect(() => readConfig({ STOCK_HOLD_MINUTES: 'soon' })).toThrow(
      'STOCK_HOLD_MINUTES must be a number of minutes from 0.01 to 1440 (got "soon").',
    );
  });

  it('reads DATA_DIR and PAYMENT_RATE_LIMIT', () => {
    expect(readConfig({ DATA_DIR: '/var/lib/shop', PAYMENT_RATE_LIMIT: '120' })).toMatchObject({
      dataDir: '/var/lib/shop',
      paymentAllowance: { limit: 120, windowMs: 60_000 },
    });
    expect(() => readConfig({ PAYMENT_RATE_LIMIT: '0' })).toThrow(/PAYMENT_RATE_LIMIT must be a whole number from 1/);
  });

  it('checks Firebase sign-ins and writes orders of record when the shop uses Firebase', () => {
    const web = {
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'd',
      VITE_FIREBASE_PROJECT_ID: 'shop-1',
      VITE_FIREBASE_APP_ID: 'a',
    };
    expect(readConfig(web).firebase).toEqual({
      projectId: 'shop-1',
      authEmulatorHost: undefined,
      firestoreEmulatorHost: undefined,
    });
    const emulators = {
      ...web,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    };
    expect(readConfig(emulators).firebase).toEqual({
      projectId: 'shop-1',
      authEmulatorHost: '127.0.0.1:9099',
      firestoreEmulatorHost: '127.0.0.1:8080',
    });
  });

  it.each([
    [{ VITE_FIREBASE_API_KEY: 'k' }, 'VITE_FIREBASE_* is set but VITE_FIREBASE_PROJECT_ID is missing'],
    [
      { VITE_FIREBASE_PROJECT_ID: 'p', VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      'VITE_FIREBASE_AUTH_EMULATOR_HOST is set but VITE_FIREBASE_FIRESTORE_EMULATOR_HOST is missing',
    ],
    [
      { VITE_FIREBASE_PROJECT_ID: 'p', VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
      'VITE_FIREBASE_FIRESTORE_EMULATOR_HOST is set but VITE_FIREBASE_AUTH_EMULATOR_HOST is missing',
    ],
  ])('stops a half-set Firebase setup: %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});
