// `npm run glossary`: no name the project declares uses a word docs/glossary.md rules out (its table's
// Not column). A name is an identifier declared in the code (a function, class, type, interface,
// variable, parameter, or a property of one of our types: see declared-names.ts) or a file or folder
// name, read as its words (name-words.ts), a plural as its singular. Names other programs chose (a
// library's types, Stripe's fields, the DOM's) are used, not declared, so they are not read. What
// passes anyway, as the glossary says (glossary-rules.ts): a word it also defines, a word in italics
// (other senses all over the code), a word ruled out "(alone)" inside a longer name, the stored and
// public names it keeps, and the names of its sections "Where a ruled-out word is right" and "Names
// still to rename". The docs are prose, read in review; generated files follow the names they come from.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { declaredNames } from './declared-names';
import { glossaryRules, type GlossaryRules, type RuledOut } from './glossary-rules';
import { placesOf, singular, wordsOf } from './name-words';
import { repositoryFiles } from './repository-files';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const GENERATED = /\.gen\.ts$/;

/** The ruled-out words `name` uses, none if it passes. */
export function misusedWords(name: string, rules: GlossaryRules): RuledOut[] {
  if (rules.kept.has(name)) return [];
  const words = wordsOf(name).map(singular);
  const whole = (phrase: readonly string[]) => phrase.join(' ') === words.join(' ');
  const passed = new Set<number>();
  for (const { words: phrase, alone } of rules.passing) {
    const places = alone ? (whole(phrase) ? [0] : []) : placesOf(phrase, words);
    for (const at of places) phrase.forEach((_, offset) => passed.add(at + offset));
  }
  return rules.ruledOut.filter(({ words: phrase, alone }) =>
    alone
      ? whole(phrase) && !passed.has(0)
      : placesOf(phrase, words).some((at) => phrase.every((_, offset) => !passed.has(at + offset))),
  );
}

/** Each misused word in the names of `path` (relative to the root) and, for a source file, in its declarations. */
export function problemsIn(path: string, text: () => string, rules: GlossaryRules): string[] {
  const problems: string[] = [];
  const report = (where: string, name: string, misused: RuledOut[]) => {
    for (const { text: word, insteadOf } of misused)
      problems.push(`${where}: ${name} uses '${word}' (the glossary says ${insteadOf})`);
  };
  const parts = path.split(sep);
  const file = parts.pop()!;
  // a folder under its own path, so that the run reports it once however many files it holds
  parts.forEach((folder, depth) => {
    if (!rules.keptFolders.has(folder)) report(`${parts.slice(0, depth + 1).join('/')}/`, folder, misusedWords(folder, rules));
  });
  const stem = file.replace(/\.[^.]+$/, '');
  report(parts.concat(file).join('/'), stem, misusedWords(stem, rules));
  if (SOURCE.test(file) && !GENERATED.test(file))
    for (const { name, line } of declaredNames(file, text()))
      report(`${parts.concat(file).join('/')}:${line}`, name, misusedWords(name, rules));
  return problems;
}

/** Every problem in the repository under `root`, and how many files were read. */
export function problemsInRepository(root: string): { problems: string[]; checked: number } {
  const rules = glossaryRules(readFileSync(join(root, 'docs', 'glossary.md'), 'utf8'));
  const problems = new Set<string>();
  let checked = 0;
  for (const path of repositoryFiles(root)) {
    const inRoot = relative(root, path);
    if (inRoot.startsWith(`docs${sep}`)) continue;
    checked += 1;
    for (const problem of problemsIn(inRoot, () => readFileSync(path, 'utf8'), rules)) problems.add(problem);
  }
  return { problems: [...problems], checked };
}

// the repository's root: the working folder, or the folder named on the command line (tests)
if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, checked } = problemsInRepository(process.argv[2] ?? process.cwd());
  if (problems.length) {
    console.error(`Names that use a word docs/glossary.md rules out:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`Glossary: ${checked} files, no name uses a word the glossary rules out.`);
}
