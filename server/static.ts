import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
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

/** Hashed build output never changes under the same name; everything else is revalidated. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export const hasFileExtension = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname.split('/').pop() ?? '');

/** Encodings made at build time (tools/build/precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The encodings the client accepts (a q of 0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** Dotfiles and dot-folders (/.vite/manifest.json, /.env) are build internals, never served. */
const isHidden = (relative: string) => relative.split('/').some((segment) => segment.startsWith('.'));

/**
 * The built SPA in `root`: its files, and index.html (or a pre-rendered page) for client routes.
 * `prerendered` false skips the pre-rendered pages (they hold the demo catalogue, wrong for any
 * other). Each file is answered in the best encoding made at build time that the client accepts,
 * with an ETag naming the file's version and encoding (the app's ETag middleware answers 304).
 */
export function createStaticSite(root: string, { prerendered = true }: { prerendered?: boolean } = {}) {
  const base = resolve(root);

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
      const info = await stat(file);
      if (!info.isFile()) return null;
      const accepted = acceptedEncodings(acceptEncoding);
      for (const { encoding, suffix } of PRECOMPRESSED) {
        if (!accepted.has(encoding)) continue;
        const variant = await readFile(`${file}${suffix}`).catch(() => null);
        if (variant) return answer(pathname, file, variant, info, encoding);
      }
      return answer(pathname, file, await readFile(file), info, null);
    } catch {
      return null;
    }
  }

  function answer(
    pathname: string,
    file: string,
    body: Buffer<ArrayBuffer>,
    info: { mtimeMs: number; size: number },
    encoding: string | null,
  ) {
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(body.length),
      'Cache-Control': cacheControlFor(pathname),
      ETag: `"${Math.trunc(info.mtimeMs).toString(36)}-${info.size.toString(36)}${encoding ? `-${encoding}` : ''}"`,
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    // a cache must keep one copy per encoding when the build made more than one
    if (encoding || COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase())) headers.Vary = 'Accept-Encoding';
    return new Response(body, { headers });
  }

  return {
    file: serve,
    index: (acceptEncoding?: string) => serve('/index.html', acceptEncoding),
    /** A client route: its pre-rendered HTML when the build made one, else the plain index.html. */
    page: async (pathname: string, acceptEncoding?: string) =>
      (prerendered ? await serve(`/prerendered/${encodeURIComponent(prerenderedFileName(pathname))}`, acceptEncoding) : null) ??
      serve('/index.html', acceptEncoding),
  };
}
