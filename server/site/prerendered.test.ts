// @vitest-environment node
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPTS_FILE, inlineScriptHashesOf, readInlineScriptHashes } from './prerendered';

const buildWith = (list?: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  if (list !== undefined) writeFileSync(join(dir, INLINE_SCRIPTS_FILE), list);
  return dir;
};

describe('readInlineScriptHashes: the inline scripts a build allows', () => {
  it('reads the hashes the build listed', () => {
    const hash = "'sha256-RLGUjFDe+lsPO0CGKTMWj72yMJMb9U1ACRC1j/lhGUg='";
    expect(readInlineScriptHashes(buildWith(JSON.stringify([hash])))).toEqual([hash]);
  });

  it('allows none for a build without pre-rendered pages', () => {
    expect(readInlineScriptHashes(buildWith())).toEqual([]);
  });

  it('stops the server with a clear message on a list that is not hashes (it would widen the policy)', () => {
    expect(() => readInlineScriptHashes(buildWith(JSON.stringify(["'unsafe-inline'"])))).toThrow(
      /is not a list of script hashes: build again \(npm run build\)/,
    );
  });

  it('stops the server with the same message on a damaged list', () => {
    expect(() => readInlineScriptHashes(buildWith('{not json'))).toThrow(/is not a list of script hashes/);
  });

  it('reads the list again once a new build has written it, under a server that keeps running', () => {
    const first = "'sha256-RLGUjFDe+lsPO0CGKTMWj72yMJMb9U1ACRC1j/lhGUg='";
    const second = "'sha256-0000000000000000000000000000000000000000000='";
    const dir = buildWith(JSON.stringify([first]));
    const hashes = inlineScriptHashesOf(dir);
    expect(hashes()).toEqual([first]);
    writeFileSync(join(dir, INLINE_SCRIPTS_FILE), JSON.stringify([second]));
    utimesSync(join(dir, INLINE_SCRIPTS_FILE), new Date(), new Date(Date.now() + 5_000));
    expect(hashes()).toEqual([second]);
  });
});
