// The builds the server's parts stand side by side: this checkout, and an earlier commit in a clean
// clone of its own (--beside-commit), installed and built as a developer would, kept for the next run.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { BASKET, startServerProcess } from '../local-shop/server-process';
import { serverBundleDir } from '../build/shop-build-steps';
import { npmEnvironment, runCommand } from './commands';
import { setStock } from './payment-runs';

/** Where a store of a build's instances is: a DATA_DIR, or a PostgreSQL database. */
export type StorePlace = { dataDir: string } | { databaseUrl: string };

/** What a build's running server shows. */
export interface BuildTraits {
  /** whether it has accounts; without them it takes the shopper from a header (c02a3cc) */
  accounts: boolean;
  /** where it answers 200 once it is up: /healthz, or / on a build without it */
  healthPath: string;
}

export interface BenchBuild {
  /** 'this checkout', or the earlier commit */
  label: string;
  /** the checkout its server runs from (`server/main.ts`, as startServerProcess runs it) */
  root: string;
  /** what starts its server as in production, when that is not `server/main.ts` through tsx */
  serverCommand?: string[];
  /** a project folder whose `npm run serve` serves this build and its built shop, and how to put it away */
  serveRoot(): { folder: string; remove(): void };
  /** what its server shows, probed once */
  traits(): Promise<BuildTraits>;
  /** plenty of what the checkouts buy in the store at `place`, when this build counts stock */
  stockPlenty(place: StorePlace): Promise<void>;
}

/** The earlier builds' clones, each in a folder named by its commit (git-ignored). */
const BESIDE_FOLDER = 'tools/bench/.beside';
const PLENTY = 1_000_000;

/**
 * What its server answers to a sign-up (404: no accounts; c02a3cc has none) and to /healthz, on
 * a server of its own with no built shop (a built shop answers every unknown path with its page).
 */
async function probe(root: string): Promise<BuildTraits> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-probe-'));
  const server = await startServerProcess({
    root,
    env: { DATA_DIR: dataDir, STATIC_DIR: 'no-built-shop', AUTH_RATE_LIMIT: '1000000' },
  });
  try {
    const answer = async (path: string, init?: RequestInit) => {
      const response = await fetch(`${server.origin}${path}`, init);
      await response.arrayBuffer();
      return response.status;
    };
    const signUp = await answer('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: '{}',
    });
    return { accounts: signUp !== 404, healthPath: (await answer('/healthz')) === 200 ? '/healthz' : '/' };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function benchBuild(build: Omit<BenchBuild, 'traits'>): BenchBuild {
  let traits: Promise<BuildTraits> | undefined;
  return { ...build, traits: () => (traits ??= probe(build.root)) };
}

/**
 * A folder laid out as this checkout, its entries linked, but with the bench's build (dist/ and
 * what `npm run build` makes beside it) in place of the checkout's: there `npm run serve`, whatever
 * package.json says it runs, serves the bench's build, and the checkout's dist/ stays the
 * end-to-end suite's. Dotfiles (.env...) stay out: the server's environment is the bench's alone.
 * It is made outside the checkout, where no test runner or linter walks its links.
 */
function checkoutWithBenchBuild(root: string, buildDir: string) {
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-checkout-'));
  const built = readdirSync(buildDir).filter((name) => name === 'dist' || name.startsWith('dist-'));
  for (const name of readdirSync(root).filter((name) => !name.startsWith('.') && !built.includes(name)))
    symlinkSync(join(root, name), join(folder, name));
  for (const name of built) symlinkSync(join(buildDir, name), join(folder, name));
  // the links alone go: rmSync does not follow them
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** This checkout, with the bench's build in `buildDir`. */
export function thisCheckout(root: string, buildDir: string): BenchBuild {
  return benchBuild({
    label: 'this checkout',
    root,
    // as `npm run serve` starts it: the server bundled at the build, with plain node (ADR-040)
    serverCommand: [process.execPath, '--enable-source-maps', join(serverBundleDir(join(buildDir, 'dist')), 'main.js')],
    serveRoot: () => checkoutWithBenchBuild(root, buildDir),
    stockPlenty: (place) => setStock(place, 'tracked'),
  });
}

/**
 * `commit` in a clean clone of this repository under tools/bench/.beside/, with `npm ci` and
 * `npm run build` run there: made in a folder of its own and moved into place once all three
 * succeeded, so a clone in place is a whole one, kept for the next run.
 */
export function earlierBuild(root: string, commit: string, progress: (message: string) => void): BenchBuild {
  const git = (...args: string[]) => runCommand(['git', ...args], root).trim();
  let sha: string;
  try {
    sha = git('rev-parse', '--verify', '--quiet', `${commit}^{commit}`);
  } catch {
    throw new Error(`--beside-commit ${commit}: no such commit in this repository`);
  }
  const label = git('rev-parse', '--short', sha);
  const folder = join(root, BESIDE_FOLDER, label);
  if (existsSync(folder)) progress(`beside ${label}: its clone in ${relative(root, folder)}, installed and built`);
  else {
    progress(`beside ${label}: a clean clone, npm ci and npm run build, into ${relative(root, folder)}`);
    mkdirSync(join(root, BESIDE_FOLDER), { recursive: true });
    const partial = mkdtempSync(`${folder}-partial-`);
    try {
      runCommand(['git', 'clone', '--quiet', '--no-checkout', root, partial], root);
      runCommand(['git', 'checkout', '--quiet', sha], partial);
      runCommand(['npm', 'ci', '--no-audit', '--no-fund'], partial, npmEnvironment());
      runCommand(['npm', 'run', 'build'], partial, npmEnvironment());
      renameSync(partial, folder);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      throw error;
    }
  }
  const scripts = (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> })
    .scripts;
  return benchBuild({
    label,
    root: folder,
    serveRoot: () => ({ folder, remove: () => undefined }),
    // its own store, written by its own code only: the merchant's command, in a build that has one (ADR-039)
    stockPlenty: async (place) => {
      if (!scripts?.stock) return;
      const store = 'databaseUrl' in place ? { DATABASE_URL: place.databaseUrl } : { DATA_DIR: place.dataDir };
      const command = ['npm', 'run', 'stock', '--', 'set', String(BASKET.lines[0]!.id), String(PLENTY)];
      runCommand(command, folder, { PATH: process.env.PATH, HOME: process.env.HOME, ...store });
    },
  });
}
