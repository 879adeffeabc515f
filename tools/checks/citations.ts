// `npm run citations`: every requirement section and decision record the code and the docs cite must
// exist. They cite `requirements §4` (a '## 4.' heading of docs/requirements.md) and `ADR-004` (a
// record docs/decisions/004-*.md), in any case; the older forms 'spec N' and 'design decision N' are
// refused. Every folder of the repository is read, but for what tools make or install.
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
  if (problems.length) {
    console.error(`Citations of requirements or decisions that do not exist:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`Citations: ${checked} files, every cited requirement section and decision record exists.`);
}
