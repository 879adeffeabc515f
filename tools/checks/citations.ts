// `npm run citations`: every requirement section and decision record the code and the docs cite must
// exist. They cite `requirements §4` (a '## 4.' heading of docs/requirements.md) and `ADR-004` (a
// record docs/decisions/004-*.md), in any case; the older forms 'spec N' and 'design decision N' are
// refused. Every folder of the repository is read, but for what tools make or install.
// The records themselves must say where they stand: each has a Status and a Date (ISO), a replaced
// one links the record that replaced it, and the index (docs/decisions/README.md) says the same.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { repositoryFiles } from './repository-files';

const CITING = /\.(ts|tsx|mts|cts|js|cjs|mjs|rules|md)$/;

function* files(dir: string): Generator<string> {
  for (const path of repositoryFiles(dir)) {
    const name = basename(path);
    // the check's own tests cite what does not exist on purpose
    if ((CITING.test(name) || name === '.dependency-cruiser.cjs') && name !== 'citations.test.ts') yield path;
  }
}

export function knownCitations(docs: string) {
  const sections = new Set(
    [...readFileSync(join(docs, 'requirements.md'), 'utf8').matchAll(/^#{2,3} (\d+(?:\.\d+)?)\. /gm)].map((m) => m[1]!),
  );
  const records = new Set(
    readdirSync(join(docs, 'decisions'))
      .map((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1])
      .filter((id): id is string => id !== undefined),
  );
  return { sections, records };
}

/** Each citation in `text` that names nothing, or uses a form the project no longer uses. */
export function badCitations(text: string, known: ReturnType<typeof knownCitations>): string[] {
  const bad: string[] = [];
  for (const [cited, section] of text.matchAll(/requirements §(\d+(?:\.\d+)?)/gi))
    if (!known.sections.has(section!)) bad.push(cited);
  // any number of digits, so that a record number of two or four digits is refused, not passed over
  for (const [cited, record] of text.matchAll(/\bADR-(\d+)\b/gi)) if (!known.records.has(record!)) bad.push(cited);
  for (const [cited] of text.matchAll(/\b(?:spec|[Dd]esign decision|DESIGN) \d+\b/g))
    bad.push(`${cited} (cite 'requirements §N' or 'ADR-NNN')`);
  return bad;
}

/** The records a status says replaced this one ('Replaced by ADR-NNN', or 'in part replaced by …'). */
const replacementsIn = (status: string) => [...status.matchAll(/replaced by \[?ADR-(\d{3})\b/gi)].map((m) => m[1]!);
const said = (replacedBy: string[]) => (replacedBy.length ? `replaced by ADR-${replacedBy.join(', ADR-')}` : 'not replaced');

/**
 * What is wrong with the decision records in `decisions` (their files, by name, and the index
 * README.md): a record without a Status line or a Date in it, a replaced one that does not link a
 * later record replacing it, and an index whose row disagrees with the record or is missing.
 */
export function recordFaults(records: ReadonlyMap<string, string>, index: string): string[] {
  const faults: string[] = [];
  const numbers = new Map([...records.keys()].map((name) => [name.slice(0, 3), name]));
  for (const [name, text] of records) {
    const number = name.slice(0, 3);
    if (!text.startsWith(`# ADR-${number}: `)) faults.push(`${name}: the title is not '# ADR-${number}: …'`);
    const status = /^\*\*Status\.\*\*.*$/m.exec(text)?.[0];
    if (status === undefined) {
      faults.push(`${name}: no '**Status.** … **Date.** YYYY-MM-DD.' line`);
      continue;
    }
    if (!/\*\*Date\.\*\* \d{4}-\d{2}-\d{2}\./.test(status))
      faults.push(`${name}: its Status line has no '**Date.** YYYY-MM-DD.'`);
    const replacedBy = replacementsIn(status);
    if (/\breplaced\b/i.test(status) && replacedBy.length === 0)
      faults.push(`${name}: replaced, but its Status does not say 'Replaced by ADR-NNN'`);
    for (const replacement of replacedBy) {
      const file = numbers.get(replacement);
      if (!file) faults.push(`${name}: replaced by ADR-${replacement}, which does not exist`);
      else if (!status.includes(`[ADR-${replacement}](${file})`))
        faults.push(`${name}: 'Replaced by ADR-${replacement}' must link it: [ADR-${replacement}](${file})`);
      if (replacement <= number) faults.push(`${name}: replaced by ADR-${replacement}, which is not a later record`);
    }
    const row = index.split('\n').find((line) => line.startsWith(`| [ADR-${number}](`));
    if (!row) {
      faults.push(`README.md: no row for ADR-${number} (${name})`);
      continue;
    }
    if (!row.startsWith(`| [ADR-${number}](${name})`)) faults.push(`README.md: the row of ADR-${number} does not link ${name}`);
    // the row's last cell is its status
    const indexed = replacementsIn(row.split('|').at(-2) ?? '');
    if (indexed.join() !== replacedBy.join())
      faults.push(`README.md: the row of ADR-${number} says ${said(indexed)}, the record ${said(replacedBy)}`);
  }
  return faults;
}

/** The decision records of `docs` by file name, and their index. */
export function readRecords(docs: string): { records: Map<string, string>; index: string } {
  const dir = join(docs, 'decisions');
  const records = new Map(
    readdirSync(dir)
      .filter((name) => /^\d{3}-.+\.md$/.test(name))
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')] as const),
  );
  return { records, index: readFileSync(join(dir, 'README.md'), 'utf8') };
}

// the repository's root: the working folder, or the folder named on the command line (tests)
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? process.cwd();
  const known = knownCitations(join(root, 'docs'));
  const problems: string[] = [];
  let checked = 0;
  for (const file of files(root)) {
    checked += 1;
    for (const cited of badCitations(readFileSync(file, 'utf8'), known)) problems.push(`${relative(root, file)}: ${cited}`);
  }
  const { records, index } = readRecords(join(root, 'docs'));
  const faults = recordFaults(records, index);
  if (problems.length) console.error(`Citations of requirements or decisions that do not exist:\n${problems.join('\n')}`);
  if (faults.length) console.error(`Decision records that do not say where they stand (docs/decisions/):\n${faults.join('\n')}`);
  if (problems.length || faults.length) process.exit(1);
  console.log(`Citations: ${checked} files, every cited requirement section and decision record exists.`);
  console.log(`Decisions: ${records.size} records, each with its status and date, the index agreeing.`);
}
