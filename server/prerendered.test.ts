// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPTS_FILE, readInlineScriptHashes } from './prerendered';

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
});
