// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPTS_FILE, prerenderedFileName } from '../../server/site/prerendered';
import { securityHeaders } from '../../server/site/security-headers';
import { hostingConfig } from './firebase-hosting';

describe('the Firebase Hosting configuration of a build', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-hosting-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  for (const path of ['/', '/products/1', "/category/men's clothing"])
    writeFileSync(join(dist, 'prerendered', prerenderedFileName(path)), '<p>page</p>');
  const startScriptHash = "'sha256-RLGUjFDe+lsPO0CGKTMWj72yMJMb9U1ACRC1j/lhGUg='";
  writeFileSync(join(dist, INLINE_SCRIPTS_FILE), JSON.stringify([startScriptHash]));
  // the catalogue on the payment API's host: that host is server/, whose built-in catalog the pages hold
  const env = {
    VITE_CATALOG_BASE_URL: 'https://api.shop.example',
    VITE_PAYMENT_API_BASE_URL: 'https://api.shop.example',
    VITE_FIREBASE_PROJECT_ID: 'shop',
  };
  const { hosting } = hostingConfig(dist, env, root);

  it('serves each pre-rendered page at its path, and the shell for every other route', () => {
    expect(hosting.public).toBe('dist');
    expect(hosting.rewrites).toEqual(
      expect.arrayContaining([
        { source: '/', destination: `/prerendered/${encodeURIComponent('%2F.html')}` },
        { source: '/products/1', destination: `/prerendered/${encodeURIComponent('%2Fproducts%2F1.html')}` },
        {
          source: "/category/men's clothing",
          destination: `/prerendered/${encodeURIComponent(prerenderedFileName("/category/men's clothing"))}`,
        },
      ]),
    );
    expect(hosting.rewrites).toHaveLength(4);
    expect(hosting.rewrites.at(-1)).toEqual({ source: '**', destination: '/index.html' });
  });

  it('gives every route the shell when the catalogue is another host (the pages hold the demo one)', () => {
    const remote = hostingConfig(dist, { VITE_CATALOG_BASE_URL: 'https://fakestoreapi.com' }, root);
    expect(remote.hosting.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });

  it("sends the server's own security headers, its CSP built from the same variables", () => {
    const sent = Object.fromEntries(hosting.headers[0]!.headers.map(({ key, value }) => [key, value]));
    expect(sent).toEqual({ ...securityHeaders(env, [startScriptHash]), 'Cache-Control': 'no-cache' });
    expect(sent['Content-Security-Policy']).toContain(`script-src 'self' ${startScriptHash}`);
    expect(sent['Content-Security-Policy']).toContain('connect-src');
    expect(sent['Content-Security-Policy']).toContain('https://api.shop.example');
  });

  it('caches hashed assets for a year, last so that Hosting applies it over the default', () => {
    expect(hosting.headers.at(-1)).toEqual({
      source: '/assets/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    });
  });

  it('leaves out the compressed copies and the build internals', () => {
    expect(hosting.ignore).toEqual(expect.arrayContaining(['**/.*', '**/*.br', '**/*.gz']));
  });
});
