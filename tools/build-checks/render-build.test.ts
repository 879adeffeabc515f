import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { SignedInPageRenderer } from '../../server/site/signed-in-drawing';

// The render build must stand alone: a server installed with `npm ci --omit=dev` has none of the
// app's packages (React, the router), yet draws the signed-in pages with it (ADR-036).
describe('the render build', () => {
  // a folder with no node_modules anywhere above it, as on a production server
  const alone = mkdtempSync(join(tmpdir(), 'render-build-'));
  afterAll(() => rmSync(alone, { recursive: true, force: true }));

  it('draws a signed-in page with no package installed beside it', async () => {
    cpSync('dist-ssr', alone, { recursive: true });
    const renderer = (await import(pathToFileURL(join(alone, 'prerender-entry.js')).href)) as SignedInPageRenderer;
    const page = await renderer.renderSignedInPage('/account', {
      user: { uid: 'u1', email: 'ada@example.com' },
      basket: [],
    });
    expect(page.statusCode).toBe(200);
    expect(page.html).toMatch(/Hello (<!-- -->)?ada/);
    expect(page.html).toContain('ada@example.com');
  });
});
