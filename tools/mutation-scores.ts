// After `stryker run` (npm run test:mutation): the score of each guarded file and every surviving
// mutant, written into docs/testing.md between its markers. A survivor must then be killed by a new
// test or explained under "Equivalent mutants" there.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number } };
}

const report = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8')) as {
  files: Record<string, { mutants: Mutant[] }>;
};

const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);
const rows: string[] = [];
const survivors: string[] = [];
let allDetected = 0;
let allValid = 0;
for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const name = relative(process.cwd(), file) || file;
  const killed = mutants.filter((mutant) => detected.has(mutant.status)).length;
  const missed = mutants.filter((mutant) => undetected.has(mutant.status));
  const valid = killed + missed.length;
  allDetected += killed;
  allValid += valid;
  rows.push(`| \`${name}\` | ${valid} | ${killed} | ${missed.length} | ${valid ? ((100 * killed) / valid).toFixed(1) : '-'} % |`);
  for (const mutant of missed) {
    const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 60);
    survivors.push(
      `- \`${name}:${mutant.location.start.line}\` ${mutant.mutatorName}${replacement ? `: \`${replacement}\`` : ''} (${mutant.status})`,
    );
  }
}

const section = [
  '| File | Mutants | Killed | Survived | Score |',
  '| --- | --: | --: | --: | --: |',
  ...rows,
  `| all | ${allValid} | ${allDetected} | ${allValid - allDetected} | ${((100 * allDetected) / allValid).toFixed(1)} % |`,
  '',
  survivors.length ? 'Survivors of the last run:' : 'No mutant survived the last run.',
  '',
  ...survivors,
].join('\n');

const path = 'docs/testing.md';
const start = '<!-- mutation-scores:start -->';
const end = '<!-- mutation-scores:end -->';
const doc = readFileSync(path, 'utf8');
const from = doc.indexOf(start);
const to = doc.indexOf(end);
if (from < 0 || to < from) throw new Error(`${path} has no ${start} ... ${end} markers`);
writeFileSync(path, `${doc.slice(0, from + start.length)}\n\n${section}\n\n${doc.slice(to)}`);
// aligned as the formatting check (npm run lint) wants the document
execFileSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['prettier', '--write', path]);
console.log(section);
