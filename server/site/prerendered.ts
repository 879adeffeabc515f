import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The file under dist/prerendered/ that holds the pre-rendered HTML of a path (one flat folder). */
export function prerenderedFileName(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // keep the raw path: it simply matches no file
  }
  return `${encodeURIComponent(decoded.replace(/\/+$/, '') || '/')}.html`;
}

/**
 * The build's list of the pre-rendered pages' inline scripts, as Content-Security-Policy sources
 * ("'sha256-...'"): the policy allows those and no other. A dotfile of the build folder, never served.
 */
export const INLINE_SCRIPTS_FILE = '.inline-scripts.json';

/** The inline scripts' hashes a build lists; none for a folder without pre-rendered pages. */
export function readInlineScriptHashes(distDir: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(distDir, INLINE_SCRIPTS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const damaged = new Error(`${join(distDir, INLINE_SCRIPTS_FILE)} is not a list of script hashes: build again (npm run build)`);
  let hashes: unknown;
  try {
    hashes = JSON.parse(text);
  } catch {
    throw damaged;
  }
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(hash)))
    throw damaged;
  return hashes as string[];
}

/**
 * The inline scripts' hashes of the build in `distDir`, read again when a new build has written
 * them: the pages a server serves are re-read when a build replaced them (static.ts), and their
 * script must still be allowed.
 */
export function inlineScriptHashesOf(distDir: string): () => string[] {
  let read: { mtimeMs: number; hashes: string[] } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(join(distDir, INLINE_SCRIPTS_FILE)).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    if (read?.mtimeMs !== mtimeMs) read = { mtimeMs, hashes: readInlineScriptHashes(distDir) };
    return read.hashes;
  };
}
