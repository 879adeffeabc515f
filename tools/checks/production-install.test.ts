// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageName, productionInstallBytes, productionPackages, thisPlatform, type PackageLock } from './production-install';

const root = join(import.meta.dirname, '../..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as PackageLock;

/** The production install's budget (docs/deploy.md §4), in MB as `du -sm` counts them. */
const BUDGET_MB = 60;

/** Tools of the build and the tests: the server runs built (ADR-040) and needs none of them. */
const DEV_TOOLS = ['vitest', 'vite', 'jsdom', 'react-dom', 'typescript', 'tsx', 'esbuild'];

/** A dev tool, or one of its own scoped parts (`@vitest/runner`, `@esbuild/linux-x64`). */
const isDevTool = (name: string) => DEV_TOOLS.some((tool) => name === tool || name.startsWith(`@${tool}/`));

describe('the production install (npm ci --omit=dev)', () => {
  const installed = productionPackages(lock, thisPlatform());

  it('carries no tool of the build or the tests', () => {
    expect(installed.map(packageName).filter(isDevTool)).toEqual([]);
  });

  it(`stays within ${BUDGET_MB} MB`, () => {
    const mb = productionInstallBytes(root, installed) / 2 ** 20;
    expect(mb, `${installed.length} packages: ${installed.map(packageName).join(', ')}`).toBeLessThanOrEqual(BUDGET_MB);
  });
});

describe('reading the lock file as npm ci --omit=dev does', () => {
  const linux = { os: 'linux', cpu: 'x64', libc: 'glibc' } as const;

  it('installs what a dependency may use and development needs (devOptional), not what only development needs', () => {
    const lock = {
      packages: {
        '': { dependencies: { libsql: '^0.5' } },
        'node_modules/libsql': { dependencies: { a: '1' }, peerDependencies: { jsdom: '*', vitest: '*' } },
        'node_modules/a': { optionalDependencies: { b: '1' } },
        'node_modules/a/node_modules/b': { optional: true },
        'node_modules/vitest': { dev: true },
        'node_modules/jsdom': { devOptional: true },
      },
    };
    expect(productionPackages(lock, linux)).toEqual([
      'node_modules/libsql',
      'node_modules/a',
      'node_modules/a/node_modules/b',
      'node_modules/jsdom',
    ]);
  });

  it('installs an optional package only where its os, cpu and libc fit, and nothing only it needs', () => {
    const lock = {
      packages: {
        '': { dependencies: { libsql: '^0.5', 'not-on-windows': '1' } },
        'node_modules/libsql': {
          optionalDependencies: { '@libsql/linux-x64-gnu': '1', '@libsql/linux-x64-musl': '1', '@libsql/wasm32-wasi': '1' },
        },
        'node_modules/@libsql/linux-x64-gnu': { optional: true, os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
        'node_modules/@libsql/linux-x64-musl': { optional: true, os: ['linux'], cpu: ['x64'], libc: ['musl'] },
        'node_modules/@libsql/wasm32-wasi': { optional: true, cpu: ['wasm32'], dependencies: { 'wasm-runtime': '1' } },
        'node_modules/wasm-runtime': { optional: true },
        'node_modules/not-on-windows': { os: ['!win32'], optionalDependencies: { 'not-on-linux': '1' } },
        'node_modules/not-on-linux': { optional: true, os: ['!linux'] },
      },
    };
    expect(productionPackages(lock, linux)).toEqual([
      'node_modules/libsql',
      'node_modules/@libsql/linux-x64-gnu',
      'node_modules/not-on-windows',
    ]);
  });

  it('names a package from its folder, nested or scoped', () => {
    expect(packageName('node_modules/a/node_modules/@b/c')).toBe('@b/c');
    expect(packageName('node_modules/vite')).toBe('vite');
  });
});
