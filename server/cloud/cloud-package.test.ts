// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The cloud adapters' packages are installed twice (ADR-023): with the shop's devDependencies, for
// the tests, and by server/cloud/package.json, for a cloud server. Both must be the same release.

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface Lock {
  packages: Record<string, { version: string; dev?: boolean }>;
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(join(import.meta.dirname, path), 'utf8')) as T;
const shop = { manifest: readJson<Manifest>('../../package.json'), lock: readJson<Lock>('../../package-lock.json') };
const cloud = { manifest: readJson<Manifest>('package.json'), lock: readJson<Lock>('package-lock.json') };
const cloudPackages = Object.keys(cloud.manifest.dependencies);
const locked = (lock: Lock, name: string) => lock.packages[`node_modules/${name}`];

describe('the cloud server package (server/cloud)', () => {
  it.each(cloudPackages)('asks for %s as the tests have it', (name) => {
    expect(shop.manifest.devDependencies?.[name]).toBe(cloud.manifest.dependencies[name]);
    expect(locked(shop.lock, name)?.version).toBe(locked(cloud.lock, name)?.version);
  });

  it.each(cloudPackages)('keeps %s out of the production install', (name) => {
    expect(shop.manifest.dependencies[name]).toBeUndefined();
    expect(locked(shop.lock, name)?.dev).toBe(true);
  });
});
