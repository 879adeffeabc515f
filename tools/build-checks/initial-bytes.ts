import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { composedShop } from '../local-shop/composed-shop';
import { appStartModule, readManifest, routeChunkKeys, staticClosure, type Manifest } from '../build/build-manifest';

export { readManifest, type Manifest };

export interface FileBytes {
  file: string;
  raw: number;
  gzip: number;
  /** as the build's brotli copy is made (tools/build/precompress.ts) */
  brotli: number;
}

export interface RouteBytes {
  /** the JavaScript files loaded before the page can be used */
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
  /** each JavaScript file with its size, largest first */
  breakdown: FileBytes[];
}

/**
 * What a phone downloads of script for the home page's whole load, brotli as the server sends it:
 * every script the load requests, the lazily loaded carousel engine, the page head and the shared
 * chunks included (tools/build-checks/home-load.ts): at most 120 KB (ADR-025).
 */
export const HOME_JS_BUDGET = 120 * 1024;

/** The browse routes a shopper can land on without signing in or paying, with their route files. */

export const BROWSE_ROUTES = [
  { name: 'home', path: '/', routeFile: 'src/routes/index.tsx' },
  { name: 'category', path: '/category/electronics', routeFile: 'src/routes/category.$categoryName.tsx' },
  { name: 'product', path: '/products/1', routeFile: 'src/routes/products.$productId.tsx' },
  { name: 'cart', path: '/Cart', routeFile: 'src/routes/Cart.tsx' },
  { name: 'auth', path: '/auth', routeFile: 'src/routes/auth.tsx' },
  { name: 'search', path: '/search?q=shirt', routeFile: 'src/routes/search.tsx' },
] as const;

const sizes = new Map<string, FileBytes>();

export function fileBytes(distDir: string, file: string): FileBytes {
  const path = join(distDir, file);
  let known = sizes.get(path);
  if (!known) {
    const content = readFileSync(path);
    known = {
      file,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
    };
    sizes.set(path, known);
  }
  return known;
}

/**
 * What a first visit to a route downloads before it can be used: the entry, the app it starts
 * (imported once the page has painted) with their static imports, plus the route's own split
 * chunks (the app loads them before hydrating). Chunks the app imports on demand (Firebase,
 * Stripe, the menu drawer, the carousel engine) are not counted.
 */
export function bytesBeforeInteraction(distDir: string, routeFile: string): RouteBytes {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const routeChunks = routeChunkKeys(manifest, routeFile);
  if (routeChunks.length === 0) throw new Error(`${routeFile} is not in the build manifest of ${distDir}`);
  const keys = staticClosure(manifest, [...entries, appStartModule, ...routeChunks]);
  const jsFiles = [...new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))];
  // the build makes one stylesheet for the whole shop (style.css), inlined into each pre-rendered page
  const cssFiles = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []).concat(manifest['style.css']?.file ?? []))];
  const breakdown = jsFiles.map((file) => fileBytes(distDir, file)).sort((a, b) => b.gzip - a.gzip);
  const sum = (files: string[]) => files.reduce((total, file) => total + fileBytes(distDir, file).gzip, 0);
  return {
    jsFiles,
    cssFiles,
    jsGzip: sum(jsFiles),
    cssGzip: sum(cssFiles),
    jsRaw: breakdown.reduce((total, entry) => total + entry.raw, 0),
    breakdown,
  };
}

/**
 * What a browser counts as transferred for these files when the shop's server sends them to a
 * browser that takes brotli: each answer's status line and headers, and its body, as served.
 */
export async function transferredBytes(distDir: string, files: readonly string[]): Promise<number> {
  const shop = await composedShop(distDir);
  let total = 0;
  for (const file of files) {
    const response = await shop.app.request(`/${file}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    if (!response.ok) throw new Error(`GET /${file} answered ${response.status}`);
    const body = (await response.arrayBuffer()).byteLength;
    const headers = [...response.headers].reduce(
      (sum, [name, value]) => sum + name.length + value.length + 4,
      'HTTP/1.1 200 OK\r\n\r\n'.length,
    );
    total += body + headers;
  }
  await shop.close();
  return total;
}

/** SDKs that must never load on a browse route, recognised by strings their code always holds. */
export const forbiddenOnBrowse = [
  { name: 'Firebase', pattern: /identitytoolkit\.googleapis\.com|firestore\.googleapis\.com|@firebase\/(app|auth|firestore)/ },
  { name: 'Stripe', pattern: /js\.stripe\.com|Could not find Elements context/ },
];

export function sdksIn(distDir: string, files: string[]): string[] {
  const text = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(distDir, file), 'utf8'))
    .join('\n');
  return forbiddenOnBrowse.filter((sdk) => sdk.pattern.test(text)).map((sdk) => sdk.name);
}

/** The files of the build that hold each SDK at all (they must exist only as on-demand chunks). */
export function sdkChunks(distDir: string): Record<string, string[]> {
  const manifest = readManifest(distDir);
  const files = [
    ...new Set(
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.js')),
    ),
  ];
  return Object.fromEntries(
    forbiddenOnBrowse.map((sdk) => [
      sdk.name,
      files.filter((file) => sdk.pattern.test(readFileSync(join(distDir, file), 'utf8'))),
    ]),
  );
}

/** Images built from src/assets/hero, with their size and format. */
export function heroImages(distDir: string): Array<FileBytes & { source: string; format: string }> {
  const manifest = readManifest(distDir);
  return Object.entries(manifest)
    .filter(([key]) => key.startsWith('src/assets/hero/'))
    .map(([key, chunk]) => ({
      source: key.split('?')[0]!,
      format: chunk.file.split('.').pop()!.toLowerCase(),
      ...fileBytes(distDir, chunk.file),
    }))
    .sort((a, b) => a.source.localeCompare(b.source));
}
