// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { badCitations, knownCitations } from './citations';

const known = knownCitations(join(import.meta.dirname, '../../docs'));

describe('citations of requirements and decisions', () => {
  it('knows the requirement sections and the decision records the docs hold', () => {
    expect([...known.sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect([...known.records]).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '006',
      '007',
      '008',
      '009',
      '010',
      '011',
      '012',
      '013',
      '014',
      '015',
      '016',
      '017',
      '018',
      '019',
      '020',
      '021',
      '022',
      '023',
      '024',
      '025',
      '026',
      '027',
      '028',
      '029',
      '030',
      '031',
      '032',
      '033',
      '034',
      '035',
      '036',
      '037',
      '038',
      '039',
    ]);
  });

  it('accepts citations of what exists', () => {
    expect(badCitations('// requirements §4: remove at amount 1 drops the line (ADR-004)', known)).toEqual([]);
  });

  it('names each citation of a section or record that does not exist', () => {
    expect(badCitations('// requirements §12 and ADR-042, but requirements §8 is fine', known)).toEqual([
      'requirements §12',
      'ADR-042',
    ]);
  });

  it('reads citations in any case, and a record number of any length', () => {
    expect(badCitations('// adr-004, Requirements §4, adr-999, ADR-99, ADR-0042', known)).toEqual([
      'adr-999',
      'ADR-99',
      'ADR-0042',
    ]);
  });

  it('fails the check for a citation in any folder: one planted in demo/', () => {
    const root = mkdtempSync(join(tmpdir(), 'shop-citations-'));
    try {
      cpSync(join(import.meta.dirname, '../../docs'), join(root, 'docs'), { recursive: true });
      mkdirSync(join(root, 'demo'));
      writeFileSync(join(root, 'demo', 'planted.ts'), '// see adr-999\n');
      const check = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'citations.ts'), root], {
        encoding: 'utf8',
      });
      expect(check.status).toBe(1);
      expect(check.stderr).toContain('demo/planted.ts: adr-999');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses the older forms, which name documents the repository does not hold', () => {
    expect(badCitations('// spec 4, design decision 8', known)).toEqual([
      "spec 4 (cite 'requirements §N' or 'ADR-NNN')",
      "design decision 8 (cite 'requirements §N' or 'ADR-NNN')",
    ]);
  });
});
