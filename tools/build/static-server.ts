// A plain static file server with history fallback, as any static host offers: a file when the
// path names one, else index.html. It serves the offline demo (ADR-012): `npm run serve` with
// OFFLINE_DEMO=1, and its browser test (serve-static.ts).
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { CONTENT_TYPES } from '../../server/site/static';

/** The file a URL path names inside root, or null when it would leave root. */
function fileOf(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(root + sep) ? file : null;
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null; // missing, or a folder
  }
}

/** The file the path names, else index.html (history fallback: the client router owns the path). */
async function answer(root: string, pathname: string): Promise<{ file: string; body: Buffer } | null> {
  const requested = fileOf(root, pathname);
  const body = requested && (await readOrNull(requested));
  if (requested && body) return { file: requested, body };
  const index = resolve(root, 'index.html');
  const page = await readOrNull(index);
  return page && { file: index, body: page };
}

export function serveStatic(dir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://static.invalid');
    void answer(root, pathname).then((found) => {
      if (!found) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(found.file)] ?? 'application/octet-stream' });
      response.end(request.method === 'HEAD' ? undefined : found.body);
    });
  });
  return new Promise((resolveServer) => server.listen(port, host, () => resolveServer(server)));
}
