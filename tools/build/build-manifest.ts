import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Vite's build manifest (dist/.vite/manifest.json): which files each source module became.

export interface ManifestChunk {
  file: string;
  /** the chunk's name (a manual chunk's group), when it has one */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The module the entry imports to start the app (after a pre-rendered page has painted). */
export const appStartModule = 'src/startup/start.tsx';

export const readManifest = (distDir: string) =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** Everything the given chunks pull in statically, themselves included. */
export function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]!.imports ?? [], seen);
  }
  return seen;
}

/** The chunks the router splits a route file into (component, loader, ...). */
export const routeChunkKeys = (manifest: Manifest, routeFile: string) =>
  Object.keys(manifest).filter((key) => key.split('?')[0] === routeFile);

/** The JavaScript files of the app the entry starts, with everything they import statically. */
export const appStartFiles = (manifest: Manifest) =>
  [...staticClosure(manifest, [appStartModule])].map((key) => manifest[key]!.file);
