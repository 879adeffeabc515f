// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { contentSecurityPolicy, originOf, securityHeadersMiddleware, STRICT_TRANSPORT } from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows the shop itself, Stripe and Firebase by default', () => {
    expect(contentSecurityPolicy({})).toBe(
      [
        "default-src 'self'",
        "script-src 'self' https://js.stripe.com",
        'frame-src https://js.stripe.com https://hooks.stripe.com',
        "connect-src 'self' https://api.stripe.com https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com",
        "img-src 'self' data: https:",
        "style-src 'self' 'unsafe-inline'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('adds the origins of the configured catalogue, payment API and emulators to connect-src', () => {
    const policy = contentSecurityPolicy({
      VITE_CATALOG_BASE_URL: 'https://fakestoreapi.com/',
      VITE_PAYMENT_API_BASE_URL: 'https://pay.example.com/api/v1',
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: 'http://localhost:8080',
    });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.stripe.com https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com https://fakestoreapi.com https://pay.example.com http://127.0.0.1:9099 http://localhost:8080",
    );
  });

  it("runs the inline scripts the build lists by their hashes, and no other ('unsafe-inline' never)", () => {
    const hash = "'sha256-RLGUjFDe+lsPO0CGKTMWj72yMJMb9U1ACRC1j/lhGUg='";
    expect(directive(contentSecurityPolicy({}, [hash]), 'script-src')).toBe(`script-src 'self' ${hash} https://js.stripe.com`);
  });

  it('lets pictures come from a catalogue host on plain http', () => {
    expect(directive(contentSecurityPolicy({ VITE_CATALOG_BASE_URL: 'http://localhost:4000' }), 'img-src')).toBe(
      "img-src 'self' data: https: http://localhost:4000",
    );
  });

  it('ignores empty, relative and malformed values, so nothing can be injected into the header', () => {
    const policy = contentSecurityPolicy({
      VITE_CATALOG_BASE_URL: '',
      VITE_PAYMENT_API_BASE_URL: "https://x.example; script-src 'unsafe-eval'",
      VITE_FIREBASE_AUTH_EMULATOR_HOST: 'javascript:alert(1)',
    });
    expect(policy).toBe(contentSecurityPolicy({}));
  });
});

describe('originOf', () => {
  it.each([
    ['https://a.example/path?q=1', 'https://a.example'],
    ['localhost:9099', 'http://localhost:9099'],
    ['  http://127.0.0.1:8080  ', 'http://127.0.0.1:8080'],
    ['', null],
    [undefined, null],
    ['ftp://files.example', null],
  ])('%s -> %s', (value, origin) => {
    expect(originOf(value)).toBe(origin);
  });
});

describe('HSTS (ADR-041)', () => {
  const answersOf = async (siteUrl?: string) => {
    const app = createTestServerApp({ siteUrl });
    return Promise.all(['/products', '/images/products/4.svg', '/api/orders', '/no-such-path'].map((path) => app.request(path)));
  };

  it('tells browsers on every answer to reach the shop over HTTPS alone, when its address is HTTPS', async () => {
    const answers = await answersOf('https://shop.example');
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) expect(answer.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT);
    expect(STRICT_TRANSPORT).toBe('max-age=31536000; includeSubDomains');
  });

  it('says nothing of it on a plain HTTP address, or with none', async () => {
    for (const siteUrl of ['http://localhost:3000', undefined])
      for (const answer of await answersOf(siteUrl)) expect(answer.headers.has('Strict-Transport-Security')).toBe(false);
  });
});

describe('securityHeadersMiddleware', () => {
  const hash = "'sha256-RLGUjFDe+lsPO0CGKTMWj72yMJMb9U1ACRC1j/lhGUg='";
  const appListing = () => {
    let lookUps = 0;
    const app = new Hono();
    app.use(
      securityHeadersMiddleware(
        {},
        {
          inlineScripts: () => {
            lookUps += 1;
            return [hash];
          },
        },
      ),
    );
    app.get('/', (c) => c.html('<!doctype html><title>Shop</title>'));
    app.get('/api/basket', (c) => c.json({ lines: [] }));
    // a page the browser has: its headers replace those of the page it keeps
    app.get('/kept', (c) => c.body(null, 304));
    return { app, lookUps: () => lookUps };
  };

  it("allows the build's inline scripts on pages, the one answer that runs them", async () => {
    const { app } = appListing();
    const page = await app.request('/');
    expect(directive(page.headers.get('Content-Security-Policy')!, 'script-src')).toBe(
      `script-src 'self' ${hash} https://js.stripe.com`,
    );
  });

  it("gives an API's answer the same policy without them, and does not look the build's list up for it", async () => {
    const { app, lookUps } = appListing();
    const answer = await app.request('/api/basket');
    expect(answer.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy({}));
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
    expect(lookUps()).toBe(0);
  });
});
