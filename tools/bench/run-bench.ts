// `npm run bench`: builds the shop, serves it on a loopback port and measures it (Lighthouse,
// bytes, hero images, large catalogues, server throughput, search, payments, sign-in, the signed-in
// cloud pages on the Firebase emulators, the back office), then writes docs/benchmarks.md and docs/benchmarks.json.
// Options:
//   --only PART[,PART]  measure these parts again (tools/bench/bench-parts.ts: bytes, search,
//                       lighthouse, beside, signed-in, interactions, server, large, payments, faults, signin,
//                       beside-server, cloud, sell); the others keep
//                       the figures of the last results (this checkout's, else docs/benchmarks.json)
//   --runs=N            Lighthouse runs per page and preset (default 5, as the targets count)
//   --beside-origin URL an earlier build's shop, already running, for the part 'beside' (which is
//                       skipped without it) and the browse routes 'sell' draws for a changed catalogue;
//                       --beside-label names that build (a commit) in the report
//   --beside-commit C   an earlier commit for the server's parts: the bench clones this repository at C
//                       into tools/bench/.beside/ (npm ci and npm run build there, kept for the next run)
//                       and measures 'beside-server' (skipped without it) and 'signin' beside it
//   --seconds=N         every timed load of payments, signin and beside-server lasts N s instead of its
//                       own length: a quick check that they run (e.g. --seconds=2), not figures to keep
//   --no-build          measure the last bench build of the embedded default
//   --report-only       write the docs again from the last results, measuring nothing
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServerProcess, type ServerProcess } from '../local-shop/server-process';
import { chromiumPath } from '../browser/chromium';
import { shopBuildSteps } from '../build/shop-build-steps';
import { earlierBuild, thisCheckout, type BenchBuild } from './bench-builds';
import { benchOptions } from './bench-options';
import { BENCH_PARTS, BUILD_PARTS, lackingOption, SERVER_PARTS, selectParts, type BenchPart } from './bench-parts';
import { measureBeside } from './beside-runs';
import { measureServerBeside } from './beside-server-runs';
import { measureBytes } from './bytes-runs';
import { measureCloudPages } from './cloud-runs';
import { runCommand } from './commands';
import { measureFaults } from './fault-runs';
import { measureInteractions } from './interaction-runs';
import { launchChromium, measureLargeCatalogs } from './large-catalog-runs';
import { measureBackOffice } from './back-office-runs';
import { measureBrowseRoutes } from './lighthouse-runs';
import { loadAverages } from './load-average';
import { measureSignedInPages } from './signed-in-runs';
import { measurePayments } from './payment-runs';
import { writeReport } from './report/write-report';
import { combineRuns, type BenchResults } from './results';
import { measureSearch } from './search-runs';
import { measureServerLoad } from './server-load-runs';
import { measureSignIns } from './signin-runs';

const root = resolve(import.meta.dirname, '../..');
const buildDir = join(root, 'tools/bench/.build');
const distDir = join(buildDir, 'dist');
const lastResults = join(root, 'tools/bench/.results/last.json');
const committedResults = join(root, 'docs/benchmarks.json');
const options = benchOptions(process.argv.slice(2));
const { runs } = options;
/** first visits to each signed-in cloud page, for the times to the greeting and the orders */
const CLOUD_VISITS = 5;
const started = performance.now();
/** the run every part it measures is dated by */
const runStarted = new Date().toISOString();
const loadAverageAtStart = loadAverages();

const progress = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

/**
 * The steps of `npm run build`, into a folder of the bench's own: dist/ is shared with the
 * end-to-end suite, whose server may be serving it while the bench runs.
 */
function build() {
  for (const { what, command } of shopBuildSteps(distDir)) {
    progress(`build: ${what}`);
    runCommand(command, root);
  }
}

function machine() {
  const chromium = spawnSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).stdout.trim();
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return {
    date: new Date().toISOString(),
    nproc: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    loadAverageAtEnd: loadAverages(),
    loadAverageAtStart,
    node: process.version,
    chromium,
    lighthouse: (JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string })
      .version,
    commit: commit ? `${commit} (with uncommitted changes, if any)` : 'unknown',
  };
}

/** The figures of the last run, this checkout's or the committed ones, without the targets the report adds. */
function lastFigures(): BenchResults {
  const source = existsSync(lastResults) ? lastResults : committedResults;
  const { targets: _targets, ...last } = JSON.parse(readFileSync(source, 'utf8')) as BenchResults & { targets?: unknown };
  return last;
}

/** The embedded default's server on the bench's build, started when a part first needs it. */
function embeddedServer() {
  let server: Promise<ServerProcess> | undefined;
  return {
    origin: async () =>
      (
        await (server ??= startServerProcess({
          // a ledger of its own, and the rate limit lifted: the load comes from one address on purpose
          env: {
            STATIC_DIR: distDir,
            DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-ledger-')),
            PAYMENT_RATE_LIMIT: '1000000',
            AUTH_RATE_LIMIT: '1000000',
          },
        }))
      ).origin,
    stop: async () => {
      await (await server)?.stop();
      server = undefined;
    },
  };
}

/** This checkout and the earlier build the server's parts stand beside, cloned when a part first needs it. */
function builds() {
  let earlier: BenchBuild | undefined;
  const commit = options.besideCommit;
  return {
    now: thisCheckout(root, buildDir),
    earlier: () => (commit === undefined ? undefined : (earlier ??= earlierBuild(root, commit, progress))),
  };
}

async function measurePart(
  part: BenchPart,
  server: ReturnType<typeof embeddedServer>,
  { now, earlier }: ReturnType<typeof builds>,
): Promise<Partial<BenchResults>> {
  switch (part) {
    case 'bytes':
      progress('bytes before interaction, hero images');
      return measureBytes(distDir);
    case 'search':
      progress('search over 10,000 products');
      return { search: measureSearch() };
    case 'lighthouse':
      progress(`lighthouse: 4 pages x 2 presets x ${runs} runs`);
      return { lighthouseRuns: runs, lighthouse: await measureBrowseRoutes(await server.origin(), runs, progress) };
    case 'beside': {
      const beforeOrigin = options.besideOrigin!;
      const before = options.besideLabel ?? beforeOrigin;
      return { beside: await measureBeside(await server.origin(), beforeOrigin, before, runs, progress) };
    }
    case 'signed-in':
      return { signedIn: await measureSignedInPages(await server.origin(), runs, progress) };
    case 'interactions': {
      progress('interactions: 4 presses x 10, CPU slowed 4x');
      const browser = await launchChromium();
      try {
        return { interactions: await measureInteractions(browser, await server.origin()) };
      } finally {
        await browser.close();
      }
    }
    case 'server':
      progress('autocannon: 10 connections, 5 s per endpoint');
      return { load: await measureServerLoad(await server.origin(), distDir, progress) };
    case 'large':
      progress('large catalogues (CATALOGUE_SIZE=80, 4000, 40000) in Chromium');
      return { large: await measureLargeCatalogs(distDir, progress) };
    case 'payments':
      return { payments: await measurePayments(progress, loadAverageAtStart, options.seconds) };
    case 'faults':
      return { faults: await measureFaults(progress, loadAverageAtStart) };
    case 'signin':
      return { signin: await measureSignIns(progress, { before: earlier(), seconds: options.seconds }) };
    case 'beside-server':
      return { besideServer: await measureServerBeside(now, earlier()!, progress, options.seconds) };
    case 'cloud':
      return { cloud: await measureCloudPages(buildDir, CLOUD_VISITS, runs, progress) };
    case 'sell':
      return {
        backOffice: await measureBackOffice(
          distDir,
          runs,
          progress,
          options.besideOrigin ? { origin: options.besideOrigin, label: options.besideLabel ?? options.besideOrigin } : undefined,
        ),
      };
  }
}

function saveAndReport(results: BenchResults) {
  // the raw figures first, so a report can be written again without measuring (--report-only)
  mkdirSync(join(root, 'tools/bench/.results'), { recursive: true });
  writeFileSync(lastResults, JSON.stringify(results));
  writeReport(root, results);
}

async function main() {
  if (options.reportOnly) {
    writeReport(root, lastFigures());
    return progress('docs/benchmarks.md and docs/benchmarks.json written from the last results');
  }
  const selected = selectParts(options.only);
  for (const part of selected) {
    const lacking = lackingOption(part, options);
    if (lacking) progress(`${part}: skipped, no ${lacking} given`);
  }
  // without an earlier build to stand beside, such a part keeps its last figures
  const parts = selected.filter((part) => lackingOption(part, options) === undefined);
  mkdirSync(buildDir, { recursive: true });
  if (parts.some((part) => BUILD_PARTS.includes(part))) {
    if (options.noBuild && existsSync(join(distDir, '.vite/manifest.json'))) progress(`using the existing build in ${distDir}`);
    else build();
  }
  const server = embeddedServer();
  const sideBySide = builds();
  const figures: Partial<BenchResults> = {};
  try {
    for (const [index, part] of parts.entries()) {
      Object.assign(figures, await measurePart(part, server, sideBySide));
      // the parts after the server's last one run without it
      if (!parts.slice(index + 1).some((later) => SERVER_PARTS.includes(later))) await server.stop();
    }
  } finally {
    await server.stop();
  }
  const whole = parts.length === BENCH_PARTS.length;
  saveAndReport(
    combineRuns(whole ? undefined : lastFigures(), {
      parts,
      figures,
      date: runStarted,
      machine: machine(),
      durationSeconds: Math.round((performance.now() - started) / 1000),
    }),
  );
  progress(`done: ${whole ? 'every part' : parts.join(', ')} in docs/benchmarks.md and docs/benchmarks.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
