// The files of the repository that the checks read: every folder, but for what tools make or install.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MADE_OR_INSTALLED = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'dist-server',
  'dist-demo',
  'coverage',
  'reports',
  'data',
  '.git',
  '.artifacts',
  '.build',
  '.results',
  // the bench's clones of earlier commits
  '.beside',
]);

export function* repositoryFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (MADE_OR_INSTALLED.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* repositoryFiles(path);
    else yield path;
  }
}
