// What docs/glossary.md rules out, read from the glossary itself so that the table stays the one source:
// its Not column, the names its "Stored and public names kept" section keeps, and the names its sections
// "Where a ruled-out word is right" and "Names still to rename" let pass.
import { singular, wordsOf } from './name-words';

export interface RuledOut {
  /** as the Not column spells it: `product list`, `database (alone)` */
  text: string;
  /** the glossary's word in its stead */
  insteadOf: string;
  words: string[];
  /** ruled out only as a whole name ("(alone)") */
  alone: boolean;
}

export interface Passing {
  words: string[];
  alone: boolean;
}

export interface GlossaryRules {
  ruledOut: RuledOut[];
  /** stored and public names, passed as they are spelt */
  kept: Set<string>;
  /** phrases in which a ruled-out word has another sense */
  passing: Passing[];
  /** folder names passed as they are spelt (written `demo/` in the glossary) */
  keptFolders: Set<string>;
}

const cells = (row: string) =>
  row
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

/** The lines of a `## heading` section, up to the next heading. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}`);
  if (start < 0) return '';
  const rest = markdown.slice(start + 1);
  const end = rest.indexOf('\n## ', 1);
  return end < 0 ? rest : rest.slice(0, end);
}

const quoted = (text: string) => [...text.matchAll(/`([^`]+)`( \(alone\))?/g)].map((m) => ({ name: m[1]!, alone: !!m[2] }));

export function glossaryRules(markdown: string): GlossaryRules {
  const rows = markdown
    .split('\n')
    .filter((line) => line.startsWith('| **'))
    .map(cells);
  const glossaryWords = rows.flatMap(([word]) => [...word!.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!));
  const isGlossaryWord = (words: string[]) =>
    glossaryWords.some((word) => wordsOf(word).map(singular).join(' ') === words.join(' '));

  const ruledOut: RuledOut[] = [];
  for (const [word, , not] of rows) {
    for (const text of not!.split(',').map((entry) => entry.trim())) {
      const words = wordsOf(text.replace(/\(.*\)/, '')).map(singular);
      // a word the glossary also defines (store, client, shopper, receipt) has both senses in the code;
      // which one a name means is for the reader, not for this check
      if (words.length === 0 || isGlossaryWord(words)) continue;
      // in italics: a word with other senses all over the code (a Map's entry), left to review
      if (/^_.*_$/.test(text)) continue;
      const insteadOf = word!.replaceAll('*', '');
      // one word ruled out for two things (item: product, line) is reported once, naming both
      const same = ruledOut.find((known) => known.text === text);
      if (same) same.insteadOf += ` or ${insteadOf}`;
      else ruledOut.push({ text, insteadOf, words, alone: text.endsWith('(alone)') });
    }
  }

  const kept = new Set(quoted(section(markdown, 'Stored and public names kept')).map(({ name }) => name));
  // a name still to rename passes like an exception, and stays in sight in the glossary until it is gone
  const right = ['Where a ruled-out word is right', 'Names still to rename'].flatMap((heading) =>
    quoted(section(markdown, heading)),
  );
  return {
    ruledOut,
    kept,
    keptFolders: new Set(right.filter(({ name }) => name.endsWith('/')).map(({ name }) => name.slice(0, -1))),
    passing: right
      .filter(({ name }) => !name.endsWith('/'))
      .map(({ name, alone }) => ({ words: wordsOf(name).map(singular), alone })),
  };
}
