// What `npm ci --omit=dev` installs, read from package-lock.json, and its size on disk measured on
// the same packages of the development install: the production install's check, offline and fast.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A package as package-lock.json records it (lockfileVersion 3): the fields npm decides on. */
export interface LockedPackage {
  /** for development only: left out */
  dev?: boolean;
  /** optional for a dependency, and maybe needed for development too (`devOptional`): installed where it fits */
  optional?: boolean;
  devOptional?: boolean;
  link?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface PackageLock {
  packages: Record<string, LockedPackage>;
}

/** What npm matches a package's `os`, `cpu` and `libc` against. */
export interface Platform {
  os: string;
  cpu: string;
  /** on Linux only */
  libc?: 'glibc' | 'musl';
}

export function thisPlatform(): Platform {
  if (process.platform !== 'linux') return { os: process.platform, cpu: process.arch };
  const { header } = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
  return { os: process.platform, cpu: process.arch, libc: header.glibcVersionRuntime ? 'glibc' : 'musl' };
}

/** npm's rule: a list of names fits when it names ours, or only names others with `!`. */
function fits(ours: string | undefined, list: string[] | undefined): boolean {
  if (!list) return true;
  if (ours !== undefined && list.includes(`!${ours}`)) return false;
  return list.every((name) => name.startsWith('!')) || (ours !== undefined && list.includes(ours));
}

const fitsPlatform = (locked: LockedPackage, platform: Platform) =>
  fits(platform.os, locked.os) && fits(platform.cpu, locked.cpu) && fits(platform.libc, locked.libc);

/** Where Node (and so the lock file) finds `name` for the package in `folder`: its own node_modules, then its parents'. */
function resolveIn(lock: PackageLock, folder: string, name: string): string | undefined {
  for (let from = folder; ; from = from.slice(0, Math.max(0, from.lastIndexOf('/node_modules/')))) {
    const candidate = from === '' ? `node_modules/${name}` : `${from}/node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (from === '') return undefined;
  }
}

/**
 * The packages some path of dependencies (optional and peer ones too) leads to from the project's
 * own, through none that does not fit the platform: npm leaves out what only such a package needs.
 */
function reachable(lock: PackageLock, platform: Platform): Set<string> {
  const found = new Set<string>();
  const next = [''];
  for (let folder = next.pop(); folder !== undefined; folder = next.pop()) {
    const locked = lock.packages[folder]!;
    const names = [locked.dependencies, locked.optionalDependencies, locked.peerDependencies].flatMap((edges) =>
      Object.keys(edges ?? {}),
    );
    for (const name of names) {
      const target = resolveIn(lock, folder, name);
      if (target === undefined || found.has(target) || !fitsPlatform(lock.packages[target]!, platform)) continue;
      found.add(target);
      next.push(target);
    }
  }
  return found;
}

/**
 * The folders (the lock file's keys, `node_modules/…`) of the packages `npm ci --omit=dev` installs
 * on `platform`: all but those marked `dev`. Packages marked `devOptional` (needed for development,
 * optional for a dependency) and `optional` are installed; an optional one for another system is
 * not, nor what only it needs.
 */
export function productionPackages(lock: PackageLock, platform: Platform): string[] {
  const needed = reachable(lock, platform);
  return Object.entries(lock.packages)
    .filter(([folder, locked]) => needed.has(folder) && !locked.dev && !locked.link)
    .map(([folder]) => folder);
}

/** The package's name from its folder: `node_modules/a/node_modules/@b/c` is `@b/c`. */
export const packageName = (folder: string) => folder.slice(folder.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** Files already counted: a file with several names (hard links, as esbuild makes) takes its blocks once. */
type Counted = Set<string>;

/** Bytes on disk, as `du` counts them: whole blocks, folders too, each file once. */
function onDisk(path: string, counted: Counted): number {
  const stat = lstatSync(path);
  if (stat.nlink > 1 && !stat.isDirectory()) {
    const file = `${stat.dev}:${stat.ino}`;
    if (counted.has(file)) return 0;
    counted.add(file);
  }
  return stat.blocks * 512;
}

/**
 * A package's folder on disk, without the packages nested in its own node_modules/ (the lock file
 * lists each of them apart, and some are development ones).
 */
function folderBytes(folder: string, counted: Counted): number {
  let bytes = onDisk(folder, counted);
  for (const item of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, item.name);
    if (item.isDirectory() && item.name !== 'node_modules') bytes += folderBytes(path, counted);
    else bytes += onDisk(path, counted);
  }
  return bytes;
}

/** The production install's size, from the same packages in the development install at `root`. */
export function productionInstallBytes(root: string, folders: string[]): number {
  const counted: Counted = new Set();
  return folders.reduce((total, folder) => total + folderBytes(join(root, folder), counted), 0);
}
