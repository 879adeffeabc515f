import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { prerenderedFileName } from './prerendered';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Hashed build output never changes under the same name; everything else is revalidated. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export const hasFileExtension = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname.split('/').pop() ?? '');

/**
 * The built SPA in `root`: its files, and index.html (or a pre-rendered page) for client routes.
 * `prerendered` false skips the pre-rendered pages (they hold the demo catalogue, wrong for a generated one).
 */
export function createStaticSite(root: string, { prerendered = true }: { prerendered?: boolean } = {}) {
  const base = resolve(root);

  async function serve(pathname: string): Promise<Response | null> {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (relative.includes('\0')) return null;
    const file = resolve(base, `.${relative}`);
    // never outside the build folder, whatever '..' the path holds
    if (!file.startsWith(base + sep)) return null;
    try {
      if (!(await stat(file)).isFile()) return null;
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Content-Length': String(body.length),
          'Cache-Control': cacheControlFor(pathname),
        },
      });
    } catch {
      return null;
    }
  }

  return {
    file: serve,
    index: () => serve('/index.html'),
    /** A client route: its pre-rendered HTML when the build made one, else the plain index.html. */
    page: async (pathname: string) =>
      (prerendered ? await serve(`/prerendered/${encodeURIComponent(prerenderedFileName(pathname))}`) : null) ??
      serve('/index.html'),
  };
}

export type StaticSite = ReturnType<typeof createStaticSite>;
