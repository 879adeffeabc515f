// What running a build asks of a machine: the size of its production install, and how long its
// `npm run serve` takes to answer (docs/bench-notes/install-method.md).
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../local-shop/engines';
import { startServerProcess, type ServerProcess } from '../local-shop/server-process';
import type { BenchBuild } from './bench-builds';
import { npmEnvironment, runCommand } from './commands';
import { median } from './stats';

/** timed starts of each build */
const STARTS = 5;
/** how long a start may take before the bench gives up on it */
const START_LIMIT_MS = 60_000;

export interface StartUps {
  /** what was asked for until it answered 200: /healthz, or / on a build without it */
  path: string;
  /** from spawning `npm run serve` to the first 200, each start */
  startsMs: number[];
  medianMs: number;
}

/**
 * The size of the build's production install: `npm ci --omit=dev` of its package.json and
 * package-lock.json in a folder of their own, then `du` of node_modules, in MB (1,024 × 1,024 bytes).
 */
export function productionInstallMB(root: string): number {
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-install-'));
  try {
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(root, file), join(folder, file));
    runCommand(['npm', 'ci', '--omit=dev', '--no-audit', '--no-fund'], folder, npmEnvironment());
    if (!existsSync(join(folder, 'node_modules'))) return 0;
    const kilobytes = Number(runCommand(['du', '-sk', 'node_modules'], folder).split('\t')[0]);
    return Math.round((kilobytes / 1024) * 10) / 10;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function answered(server: ServerProcess, path: string) {
  const deadline = performance.now() + START_LIMIT_MS;
  for (;;) {
    try {
      const response = await fetch(`${server.origin}${path}`);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${path} answered no 200 in ${START_LIMIT_MS} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** One start of `npm run serve` in `serveRoot`, on a fresh store: ms to the first 200 at `path`. */
async function startUp(serveRoot: string, path: string): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-start-'));
  const port = await freePort();
  const started = performance.now();
  const server = await startServerProcess({
    root: serveRoot,
    command: ['npm', 'run', 'serve'],
    port,
    env: { DATA_DIR: dataDir },
  });
  try {
    await answered(server, path);
    return performance.now() - started;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each build's `npm run serve`, started and stopped STARTS times, the builds taking turns, after a
 * first start of each that is not counted: it fills the file cache, and stops the part early when a
 * build does not serve. STATIC_DIR is left to each build: its own built shop.
 */
export async function measureStartUps(builds: BenchBuild[], progress: (message: string) => void): Promise<StartUps[]> {
  const paths = await Promise.all(builds.map(async (build) => (await build.traits()).healthPath));
  const roots = builds.map((build) => build.serveRoot());
  try {
    const starts = roots.map(
      ({ folder }, index) =>
        () =>
          startUp(folder, paths[index]!),
    );
    progress(`  start-up: npm run serve to the first 200, ${STARTS} starts of each build, taking turns`);
    for (const start of starts) await start();
    const times = starts.map(() => [] as number[]);
    for (let round = 0; round < STARTS; round += 1)
      for (const [index, start] of starts.entries()) times[index]!.push(await start());
    return times.map((each, index) => {
      const startsMs = each.map((ms) => Math.round(ms));
      return { path: paths[index]!, startsMs, medianMs: median(startsMs) };
    });
  } finally {
    for (const root of roots) root.remove();
  }
}
