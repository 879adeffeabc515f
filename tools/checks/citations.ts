// `npm run citations`: every requirement section and decision record the code cites must exist.
// Code cites `requirements §4` (a '## 4.' heading of docs/requirements.md) and `ADR-004` (a record
// docs/decisions/004-*.md); the older forms 'spec N' and 'design decision N' are refused.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
const CODE = /\.(ts|tsx|cjs|js|rules)$/;
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'coverage', '.git', '.artifacts', '.build', '.results']);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    // the check's own tests cite what does not exist on purpose
    else if (CODE.test(name) && name !== 'citations.test.ts') yield path;
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
  for (const [cited, section] of text.matchAll(/requirements §(\d+(?:\.\d+)?)/g))
    if (!known.sections.has(section!)) bad.push(cited);
  for (const [cited, record] of text.matchAll(/ADR-(\d{3})/g)) if (!known.records.has(record!)) bad.push(cited);
  for (const [cited] of text.matchAll(/\b(?:spec|[Dd]esign decision|DESIGN) \d+\b/g))
    bad.push(`${cited} (cite 'requirements §N' or 'ADR-NNN')`);
  return bad;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const known = knownCitations(join(root, 'docs'));
  const problems: string[] = [];
  let checked = 0;
  for (const dir of ['ports', 'src', 'adapters', 'test-doubles', 'server', 'e2e', 'tools']) {
    for (const file of files(join(root, dir))) {
      checked += 1;
      for (const cited of badCitations(readFileSync(file, 'utf8'), known)) problems.push(`${relative(root, file)}: ${cited}`);
    }
  }
  for (const file of ['firestore.rules', '.dependency-cruiser.cjs']) {
    for (const cited of badCitations(readFileSync(join(root, file), 'utf8'), known)) problems.push(`${file}: ${cited}`);
  }
  if (problems.length) {
    console.error(`Citations of requirements or decisions that do not exist:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`Citations: ${checked} files, every cited requirement section and decision record exists.`);
}
