// What the build sends before interaction on each browse route, and the hero images.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BROWSE_ROUTES,
  bytesBeforeInteraction,
  fileBytes,
  heroImages,
  sdkChunks,
  sdksIn,
  transferredBytes,
} from '../build-checks/initial-bytes';
import { scriptsTheHomePageLoads } from '../build-checks/home-load';
import type { BenchResults } from './results';

async function routeBytes(distDir: string): Promise<BenchResults['bytes']> {
  return Promise.all(
    BROWSE_ROUTES.map(async (route) => {
      const bytes = bytesBeforeInteraction(distDir, route.routeFile);
      return {
        name: route.name,
        path: route.path,
        jsTransferred: await transferredBytes(distDir, bytes.jsFiles),
        jsGzip: bytes.jsGzip,
        jsRaw: bytes.jsRaw,
        cssGzip: bytes.cssGzip,
        jsFiles: bytes.jsFiles.length,
        sdks: sdksIn(distDir, [...bytes.jsFiles, ...bytes.cssFiles]),
        breakdown: bytes.breakdown.slice(0, 8),
      };
    }),
  );
}

function hero(distDir: string): BenchResults['hero'] {
  const firstHtml = readFileSync(join(distDir, 'prerendered', '%2F.html'), 'utf8');
  const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*href="([^"]+)"/i.exec(firstHtml)?.[1] ?? null;
  const images = heroImages(distDir);
  // the order on screen: the first slide is the one the home page marks fetchpriority="high"
  const firstSlide = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(firstHtml)?.[0] ?? '';
  const firstSrc = /src="([^"]+)"/.exec(firstSlide)?.[1] ?? null;
  const hasSrcset = /srcset=/i.test(firstSlide);
  return { images, preload, firstSrc, firstPreloaded: preload !== null && preload === firstSrc, hasSrcset };
}

/** Every script the home page's load requests in Chromium, lazy chunks included: the budget's measure. */
async function homeLoad(distDir: string): Promise<NonNullable<BenchResults['homeLoad']>> {
  const files = await scriptsTheHomePageLoads(distDir);
  return { files: files.length, brotli: files.reduce((sum, file) => sum + fileBytes(distDir, file).brotli, 0) };
}

export async function measureBytes(distDir: string): Promise<Pick<BenchResults, 'bytes' | 'homeLoad' | 'sdkFiles' | 'hero'>> {
  return {
    bytes: await routeBytes(distDir),
    homeLoad: await homeLoad(distDir),
    sdkFiles: sdkChunks(distDir),
    hero: hero(distDir),
  };
}
