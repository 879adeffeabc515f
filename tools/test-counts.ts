// `npm run test:counts`: counts the tests of each suite, as the runners list them, and writes the
// table into docs/testing.md between its markers, so that the document never states a count by hand.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const run = (args: string[]) => execFileSync(npx, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** vitest's list of a config's tests: one entry per test, `it.each` rows included. */
function vitestCount(config?: string): { tests: number; files: number } {
  // into a file: a config's global setup (the emulators) may print to standard output
  const dir = mkdtempSync(join(tmpdir(), 'test-counts-'));
  try {
    const file = join(dir, 'list.json');
    run(['vitest', 'list', `--json=${file}`, ...(config ? ['--config', config] : [])]);
    const listed = JSON.parse(readFileSync(file, 'utf8')) as { file: string }[];
    return { tests: listed.length, files: new Set(listed.map((test) => test.file)).size };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Playwright's list ends with "Total: N tests in M files". */
function playwrightCount(config?: string): { tests: number; files: number } {
  const total = /Total: (\d+) tests? in (\d+) files?/.exec(
    run(['playwright', 'test', '--list', ...(config ? ['-c', config] : [])]),
  );
  if (!total) throw new Error('playwright test --list printed no total');
  return { tests: Number(total[1]), files: Number(total[2]) };
}

const suites: [string, string, { tests: number; files: number }][] = [
  ['Unit, component, contract and server', '`npm run test:unit`', vitestCount()],
  ['PostgreSQL and Redis', '`npm run test:engines`', vitestCount('vitest.engines.config.ts')],
  ['Byte budget', '`npm run test:budget`', vitestCount('vitest.build.config.ts')],
  ['Emulator', '`npm run test:emulators`', vitestCount('vitest.emulators.config.ts')],
  ['Browser, embedded default', '`npm run test:e2e`', playwrightCount()],
  ['Browser, cloud', '`npm run test:e2e:cloud`', playwrightCount('playwright.cloud.config.ts')],
  ['Browser, offline demo', '`npm run test:e2e:demo`', playwrightCount('playwright.demo.config.ts')],
];

const table = [
  '| Suite | Command | Tests | Files |',
  '| --- | --- | --: | --: |',
  ...suites.map(([name, command, { tests, files }]) => `| ${name} | ${command} | ${tests} | ${files} |`),
].join('\n');

const path = 'docs/testing.md';
const start = '<!-- test-counts:start -->';
const end = '<!-- test-counts:end -->';
const doc = readFileSync(path, 'utf8');
const from = doc.indexOf(start);
const to = doc.indexOf(end);
if (from < 0 || to < from) throw new Error(`${path} has no ${start} ... ${end} markers`);
writeFileSync(path, `${doc.slice(0, from + start.length)}\n\n${table}\n\n${doc.slice(to)}`);
// aligned as the formatting check (npm run lint) wants the document
run(['prettier', '--write', path]);
console.log(table);
