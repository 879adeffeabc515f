// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { badCitations, knownCitations, readRecords, recordFaults } from './citations';

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
      '040',
      '041',
      '042',
      '043',
      '044',
      '045',
      '046',
      '047',
      '048',
      '049',
      '050',
      '051',
    ]);
  });

  it('accepts citations of what exists', () => {
    expect(badCitations('// requirements §4: remove at amount 1 drops the line (ADR-004)', known)).toEqual([]);
  });

  it('names each citation of a section or record that does not exist', () => {
    expect(badCitations('// requirements §12 and ADR-900, but requirements §8 is fine', known)).toEqual([
      'requirements §12',
      'ADR-900',
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

describe('decision records say where they stand', () => {
  const index = (...rows: string[]) => ['| Record | Decision | Status |', '| --- | --- | --- |', ...rows].join('\n');
  const records = (...entries: [string, string][]) => new Map(entries);
  const first = '# ADR-001: First\n\n**Status.** Accepted. **Date.** 2026-11-23.\n\n**Context.** …\n';
  const second = '# ADR-002: Second\n\n**Status.** Accepted. **Date.** 2026-11-24.\n\n**Context.** …\n';

  it('finds nothing wrong with the records the docs hold', () => {
    const { records: held, index: heldIndex } = readRecords(join(import.meta.dirname, '../../docs'));
    expect(recordFaults(held, heldIndex)).toEqual([]);
  });

  it('accepts records with a status and a date, a replaced one linking the later record, the index agreeing', () => {
    const replaced =
      '# ADR-001: First\n\n**Status.** Replaced by [ADR-002](002-second.md) (2026-11-24): why. **Date.** 2026-11-23.\n';
    expect(
      recordFaults(
        records(['001-first.md', replaced], ['002-second.md', second]),
        index(
          '| [ADR-001](001-first.md) | First | Replaced by [ADR-002](002-second.md) |',
          '| [ADR-002](002-second.md) | Second | Accepted |',
        ),
      ),
    ).toEqual([]);
  });

  it('names a record without a Status line, or without a Date in it', () => {
    expect(
      recordFaults(
        records(
          ['001-first.md', '# ADR-001: First\n\n**Context.** …\n'],
          ['002-second.md', second.replace(' **Date.** 2026-11-24.', '')],
        ),
        index('| [ADR-001](001-first.md) | First | Accepted |', '| [ADR-002](002-second.md) | Second | Accepted |'),
      ),
    ).toEqual([
      "001-first.md: no '**Status.** … **Date.** YYYY-MM-DD.' line",
      "002-second.md: its Status line has no '**Date.** YYYY-MM-DD.'",
    ]);
  });

  it('names a replaced record that does not name, link or follow its replacement', () => {
    const status = (words: string) => `# ADR-002: Second\n\n**Status.** ${words} **Date.** 2026-11-24.\n`;
    const rows = index('| [ADR-001](001-first.md) | First | Accepted |', '| [ADR-002](002-second.md) | Second | Accepted |');
    expect(recordFaults(records(['001-first.md', first], ['002-second.md', status('Replaced.')]), rows)).toEqual([
      "002-second.md: replaced, but its Status does not say 'Replaced by ADR-NNN'",
    ]);
    expect(recordFaults(records(['001-first.md', first], ['002-second.md', status('Replaced by ADR-001.')]), rows)).toEqual([
      "002-second.md: 'Replaced by ADR-001' must link it: [ADR-001](001-first.md)",
      '002-second.md: replaced by ADR-001, which is not a later record',
      'README.md: the row of ADR-002 says not replaced, the record replaced by ADR-001',
    ]);
    expect(
      recordFaults(records(['001-first.md', first], ['002-second.md', status('Replaced by [ADR-003](003-third.md).')]), rows),
    ).toEqual([
      '002-second.md: replaced by ADR-003, which does not exist',
      'README.md: the row of ADR-002 says not replaced, the record replaced by ADR-003',
    ]);
  });

  it('names an index that leaves a record out or says another status than the record', () => {
    expect(
      recordFaults(
        records(['001-first.md', first], ['002-second.md', second]),
        index('| [ADR-001](001-first.md) | First | Replaced by [ADR-002](002-second.md) |'),
      ),
    ).toEqual([
      'README.md: the row of ADR-001 says replaced by ADR-002, the record not replaced',
      'README.md: no row for ADR-002 (002-second.md)',
    ]);
  });

  it('fails the check on a record planted without a Status', () => {
    const root = mkdtempSync(join(tmpdir(), 'shop-records-'));
    try {
      cpSync(join(import.meta.dirname, '../../docs'), join(root, 'docs'), { recursive: true });
      writeFileSync(join(root, 'docs', 'decisions', '040-planted.md'), '# ADR-040: Planted\n\n**Context.** No status.\n');
      const check = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'citations.ts'), root], {
        encoding: 'utf8',
      });
      expect(check.status).toBe(1);
      expect(check.stderr).toContain("040-planted.md: no '**Status.** … **Date.** YYYY-MM-DD.' line");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
