// @vitest-environment node
// A newcomer scans a folder of src/ at a glance: none holds more than 20 source files of its own
// (.ts and .tsx; the tests beside them are not counted). A feature that grows past that is split
// into subfolders, one for each of its parts, as src/features/account is.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const MOST_SOURCE_FILES = 20;

interface Folder {
  /** relative to the root, with forward slashes: `src/features/account` */
  path: string;
  /** the names of the files directly in it */
  files: string[];
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** `dir` and every folder under it, each with the files directly in it, named from `top`. */
function* foldersUnder(dir: string, top = root): Generator<Folder> {
  const entries = readdirSync(dir, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  yield { path: relative(top, dir).split(sep).join('/'), files };
  for (const entry of entries) if (entry.isDirectory()) yield* foldersUnder(join(dir, entry.name), top);
}

/** The folders with more source files than a newcomer scans, each as `path: n source files`. */
function crowded(folders: Iterable<Folder>): string[] {
  return [...folders]
    .map(({ path, files }) => ({ path, sources: files.filter(isSource).length }))
    .filter(({ sources }) => sources > MOST_SOURCE_FILES)
    .map(({ path, sources }) => `${path}: ${sources} source files`);
}

const named = (stem: string, how: number, ext: string) => Array.from({ length: how }, (_, at) => `${stem}${at}${ext}`);

describe('the folders of src/', () => {
  it(`hold ${MOST_SOURCE_FILES} source files or fewer each`, () => {
    expect(crowded(foldersUnder(join(root, 'src')))).toEqual([]);
  });
});

describe('finding a crowded folder', () => {
  it('names a folder with one source file too many', () => {
    const folder = { path: 'src/features/big', files: [...named('Part', 11, '.tsx'), ...named('part', 10, '.css.ts')] };
    expect(crowded([folder])).toEqual(['src/features/big: 21 source files']);
  });

  it('passes a folder at the limit, however many tests and other files sit beside its sources', () => {
    const files = [
      ...named('Part', 10, '.tsx'),
      ...named('part', 10, '.ts'),
      ...named('Part', 10, '.test.tsx'),
      ...named('part', 10, '.test.ts'),
      ...named('picture', 5, '.svg'),
      'README.md',
    ];
    expect(crowded([{ path: 'src/features/full', files }])).toEqual([]);
  });

  it('reads each folder on its own, not with the files of its subfolders', () => {
    const top = mkdtempSync(join(tmpdir(), 'folder-sizes-'));
    try {
      mkdirSync(join(top, 'src/features/account/sign-in'), { recursive: true });
      for (const file of named('Top', 5, '.tsx')) writeFileSync(join(top, 'src/features/account', file), '');
      for (const file of named('SignIn', 18, '.tsx')) writeFileSync(join(top, 'src/features/account/sign-in', file), '');
      const folders = [...foldersUnder(join(top, 'src'), top)];
      expect(folders.map(({ path, files }) => `${path}: ${files.length}`)).toEqual([
        'src: 0',
        'src/features: 0',
        'src/features/account: 5',
        'src/features/account/sign-in: 18',
      ]);
      expect(crowded(folders)).toEqual([]);
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });
});
