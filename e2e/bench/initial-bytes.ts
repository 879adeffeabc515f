import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface RouteBytes {
  /** the JavaScript files loaded before the page can be used */
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  cssGzip: number;
}

const readManifest = (distDir: string) => JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** Everything a chunk pulls in statically, itself included. */
function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]!.imports ?? [], seen);
  }
  return seen;
}

const gzipSize = (distDir: string, file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

/**
 * What a first visit to a route downloads before it can be used: the entry with its static
 * imports, plus the route's own split chunks (the app loads them before hydrating).
 */
export function bytesBeforeInteraction(distDir: string, routeFile: string): RouteBytes {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const routeChunks = Object.keys(manifest).filter((key) => key.split('?')[0] === routeFile);
  const keys = staticClosure(manifest, [...entries, ...routeChunks]);
  const jsFiles = [...keys].map((key) => manifest[key]!.file);
  const cssFiles = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(distDir, file), 0);
  return { jsFiles, cssFiles, jsGzip: sum(jsFiles), cssGzip: sum(cssFiles) };
}

/** SDKs that must never load on a browse route. */
export const forbiddenOnBrowse = [
  { name: 'Firebase', pattern: /identitytoolkit\.googleapis\.com|firestore\.googleapis\.com/ },
  { name: 'Stripe', pattern: /js\.stripe\.com/ },
];

export function sdksIn(distDir: string, files: string[]): string[] {
  const text = files.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
  return forbiddenOnBrowse.filter((sdk) => sdk.pattern.test(text)).map((sdk) => sdk.name);
}
