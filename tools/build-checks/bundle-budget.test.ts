import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileHint, EAGERLY_COMPILED_CHUNKS } from '../build/compile-hint';
import {
  BROWSE_ROUTES,
  bytesBeforeInteraction,
  fileBytes,
  heroImages,
  HOME_JS_BUDGET,
  readManifest,
  sdksIn,
} from './initial-bytes';
import { scriptsTheHomePageLoads } from './home-load';

// Reads the build in dist/ (or BUILD_DIR): run `npm run build` first.
const distDir = resolve(process.env.BUILD_DIR ?? 'dist');
const KB = 1024;

/** Requirements §2 hero images: each at most 40 KB as delivered. */
export const HERO_IMAGE_BUDGET = 40 * KB;

/**
 * Script files a browse route fetches before it can be used: every request costs the phone work on
 * the main thread and the browser's, and headers on the wire (ADR-017).
 */
const MAX_SCRIPT_FILES = 9;

describe('production bundle', () => {
  it('has been built', () => {
    expect(existsSync(join(distDir, '.vite', 'manifest.json')), `no build manifest in ${distDir}: run npm run build first`).toBe(
      true,
    );
  });

  it(`keeps the script of the home page's whole load within ${HOME_JS_BUDGET / KB} KB (brotli)`, async () => {
    const files = await scriptsTheHomePageLoads(distDir);
    const sizes = files.map((file) => fileBytes(distDir, file)).sort((a, b) => b.brotli - a.brotli);
    const total = sizes.reduce((sum, file) => sum + file.brotli, 0);
    // the whole load: the lazily loaded carousel engine among the files, not only what the page names
    expect(
      files.some((file) => /HeroCarouselEngine/.test(file)),
      files.join(', '),
    ).toBe(true);
    const listed = sizes.map((file) => `${file.file} ${(file.brotli / KB).toFixed(1)} KB`);
    expect(total, `home loads ${(total / KB).toFixed(1)} KB of script: ${listed.join(', ')}`).toBeLessThanOrEqual(HOME_JS_BUDGET);
  });

  it.each(BROWSE_ROUTES.map((route) => [route.name, route.routeFile] as const))(
    'loads no Firebase or Stripe code on the %s route',
    (_name, routeFile) => {
      const route = bytesBeforeInteraction(distDir, routeFile);
      expect(sdksIn(distDir, route.jsFiles)).toEqual([]);
    },
  );

  it('runs the entry without fetching anything first: it imports no other chunk', () => {
    const manifest = readManifest(distDir);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    expect(entry?.imports ?? [], `the entry ${entry?.file} imports other chunks`).toEqual([]);
  });

  it.each(BROWSE_ROUTES.map((route) => [route.name, route.routeFile] as const))(
    `loads the %s route's script in at most ${MAX_SCRIPT_FILES} files`,
    (_name, routeFile) => {
      const route = bytesBeforeInteraction(distDir, routeFile);
      expect(route.jsFiles.length, route.jsFiles.join(', ')).toBeLessThanOrEqual(MAX_SCRIPT_FILES);
    },
  );

  it("opens React's, the router's and the app's chunks with V8's compile hint, and no other", () => {
    const chunks = Object.values(readManifest(distDir)).filter((chunk) => chunk.file.endsWith('.js'));
    const hinted = chunks.filter((chunk) => readFileSync(join(distDir, chunk.file), 'utf8').startsWith(`${compileHint}\n`));
    expect(hinted.map((chunk) => chunk.name).sort()).toEqual([...EAGERLY_COMPILED_CHUNKS].sort());
  });

  it('keeps each of the 5 hero images within 40 KB', () => {
    const images = heroImages(distDir);
    expect(images).toHaveLength(5);
    for (const image of images) {
      expect(image.raw, `${image.source} is ${(image.raw / KB).toFixed(1)} KB`).toBeLessThanOrEqual(HERO_IMAGE_BUDGET);
    }
  });
});
