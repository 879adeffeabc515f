// The report's prose lives in docs/bench-notes/*.md; the report places each note under its section.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const NOTES_FOLDER = 'docs/bench-notes';

/** The notes the report places; lcp-findings is placed when it exists. */
export type NoteName =
  | 'lighthouse-method'
  | 'lighthouse-observations'
  | 'lcp-findings'
  | 'interactions-method'
  | 'bytes-method'
  | 'byte-wins'
  | 'cloud-method'
  | 'cloud-observations'
  | 'large-catalogs-method'
  | 'payments-method'
  | 'checkout-profile'
  | 'install-method'
  | 'faults-method'
  | 'sign-in-method'
  | 'back-office-method';

export interface Notes {
  /** the note's text below its title, its own headings moved under a heading of `level` */
  body(name: NoteName, level: number): string;
  /** the note with its title as a heading of `level` */
  section(name: NoteName, level: number): string;
  /** body() of a note that may not exist yet */
  bodyIfPresent(name: NoteName, level: number): string | undefined;
}

const TITLE = /^# .*\n+/;

/** '## Sub' in a note whose title sits at `level` becomes a heading one below that level. */
const moveHeadings = (text: string, level: number) =>
  text.replace(/^(#+) /gm, (_, hashes: string) => `${'#'.repeat(hashes.length + level - 1)} `);

/** Notes from `read` (a note's Markdown, or undefined when there is no such note). */
export function notesFrom(read: (name: NoteName) => string | undefined): Notes {
  const text = (name: NoteName) => {
    const note = read(name);
    if (note === undefined) throw new Error(`${NOTES_FOLDER}/${name}.md is missing: the report places it`);
    return note;
  };
  const body = (note: string, level: number) => moveHeadings(note.replace(TITLE, ''), level).trim();
  return {
    body: (name, level) => body(text(name), level),
    section: (name, level) => moveHeadings(text(name), level).trim(),
    bodyIfPresent: (name, level) => {
      const note = read(name);
      return note === undefined ? undefined : body(note, level);
    },
  };
}

/** The notes in the repository at `root`. */
export function notesIn(root: string): Notes {
  return notesFrom((name) => {
    const path = join(root, NOTES_FOLDER, `${name}.md`);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  });
}
