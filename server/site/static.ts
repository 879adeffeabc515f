import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { CLIENT_ROUTES_FILE, isClientRoute } from './client-routes';
import { ENCODINGS, encodedResponse, type EncodedBody } from './encoded-body';
import type { DrawBrowsePage } from './browse-drawing';
import { prerenderedFileName } from './prerendered';

export const CONTENT_TYPES: Record<string, string> = {
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

/** the text types the build may have compressed */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);

/** Hashed build output: a new build gives a changed file a new name. */
const isImmutable = (pathname: string) => pathname.startsWith('/assets/');

/** Hashed build output never changes under the same name; everything else is revalidated. */
export function cacheControlFor(pathname: string): string {
  if (isImmutable(pathname)) return 'public, max-age=31536000, immutable';
  if (pathname.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export const hasFileExtension = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname.split('/').pop() ?? '');

/** Dotfiles and dot-folders (/.vite/manifest.json, /.env) are build internals, never served. */
const isHidden = (relative: string) => relative.split('/').some((segment) => segment.startsWith('.'));

interface SitePages {
  /**
   * false skips the pre-rendered pages (they hold the built-in catalog, wrong for any other); asked
   * on each request when a function (the catalogue may change while the server runs)
   */
  prerendered?: boolean | (() => boolean);
  /** in their place, a page drawn for the catalogue as it is (ADR-049); null: the plain shell */
  drawn?: DrawBrowsePage | null;
}

/**
 * The built SPA in `root`: its files, and index.html (or a pre-rendered or drawn page) for client
 * routes. Each file is answered in the best encoding made at build time that the client accepts,
 * with an ETag naming the file's version and encoding (the app's ETag middleware answers 304).
 */
export function createStaticSite(root: string, { prerendered = true, drawn = null }: SitePages = {}) {
  const servesPrerendered = typeof prerendered === 'function' ? prerendered : () => prerendered;
  const base = resolve(root);
  // Each file's bytes and copies, read once: a request then costs no file system call, but for
  // a stat of a file whose name a new build may reuse (pages, icons), re-read when it changed.
  // The folder holds a finished build (npm start, the bench and the browser suites build first):
  // a copy written after its file was first served would not be seen.
  const files = new Map<string, { mtimeMs: number; size: number; body: EncodedBody }>();

  async function load(file: string, info: Stats) {
    const [plain, ...copies] = await Promise.all([
      readFile(file),
      ...ENCODINGS.map(({ suffix }) => readFile(`${file}${suffix}`).catch(() => null)),
    ]);
    const encoded: EncodedBody['encoded'] = {};
    ENCODINGS.forEach(({ encoding }, index) => {
      if (copies[index]) encoded[encoding] = copies[index];
    });
    const entry = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body: { plain, encoded, version: `${Math.trunc(info.mtimeMs).toString(36)}-${info.size.toString(36)}` },
    };
    files.set(file, entry);
    return entry;
  }

  async function serve(pathname: string, acceptEncoding?: string): Promise<Response | null> {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (relative.includes('\0') || isHidden(relative)) return null;
    const file = resolve(base, `.${relative}`);
    // never outside the build folder, whatever '..' the path holds
    if (!file.startsWith(base + sep)) return null;
    try {
      let entry = isImmutable(pathname) ? files.get(file) : undefined;
      if (!entry) {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const known = files.get(file);
        entry = known && known.mtimeMs === info.mtimeMs && known.size === info.size ? known : await load(file, info);
      }
      const type = extname(file).toLowerCase();
      const headers: Record<string, string> = {
        'Content-Type': CONTENT_TYPES[type] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(pathname),
      };
      // a cache must keep one copy per encoding of a text file, which a client may be sent compressed
      if (COMPRESSIBLE_EXTENSIONS.has(type)) headers.Vary = 'Accept-Encoding';
      return encodedResponse(entry.body, acceptEncoding, headers);
    } catch {
      return null;
    }
  }

  /** The router's route paths, read once; null when the build wrote none (every path is then a page). */
  let routes: Promise<string[] | null> | null = null;
  const clientRoutes = () =>
    (routes ??= readFile(join(base, CLIENT_ROUTES_FILE), 'utf8').then(
      (text) => JSON.parse(text) as string[],
      () => null,
    ));

  return {
    file: serve,
    index: (acceptEncoding?: string) => serve('/index.html', acceptEncoding),
    /** A client route: its pre-rendered HTML when the build made one, or else its drawn page, else the plain index.html. */
    page: async (pathname: string, acceptEncoding?: string) =>
      (servesPrerendered()
        ? await serve(`/prerendered/${encodeURIComponent(prerenderedFileName(pathname))}`, acceptEncoding)
        : await drawn?.(pathname, acceptEncoding)) ?? serve('/index.html', acceptEncoding),
    /** Whether a route of the app draws this path (ADR-022). */
    isPage: async (pathname: string) => {
      const known = await clientRoutes();
      return known === null || isClientRoute(pathname, known);
    },
    /** The plain shell with status 404: the app draws its error screen, crawlers and monitors see the status. */
    notFoundPage: async (acceptEncoding?: string) => {
      const shell = await serve('/index.html', acceptEncoding);
      if (!shell) return null;
      const headers = new Headers(shell.headers);
      // one answer for any missing path: nothing to revalidate it by
      headers.delete('ETag');
      return new Response(shell.body, { status: 404, headers });
    },
  };
}
