// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredNames } from './declared-names';
import { problemsIn, problemsInRepository } from './glossary';
import { glossaryRules } from './glossary-rules';

const repository = join(import.meta.dirname, '../..');
const rules = glossaryRules(readFileSync(join(repository, 'docs/glossary.md'), 'utf8'));

describe('the glossary check', () => {
  it('reads the words the glossary rules out from its table, but not those it defines itself', () => {
    const ruledOut = rules.ruledOut.map(({ text }) => text);
    expect(ruledOut).toEqual(expect.arrayContaining(['product list', 'inventory', 'quantity', 'demo (alone)']));
    expect(ruledOut).not.toContain('store');
    expect(ruledOut).not.toContain('client');
  });

  it('fails a declared name that uses a ruled-out word, in any case and in the plural', () => {
    const source = 'export function inventoryLevel(sampleProducts: string[], QTY = 1) { return 0; }';
    expect(problemsIn('server/x.ts', () => source, rules)).toEqual([
      "server/x.ts:1: inventoryLevel uses 'inventory' (the glossary says stock)",
      "server/x.ts:1: sampleProducts uses 'sample products' (the glossary says built-in catalog)",
      "server/x.ts:1: QTY uses 'qty' (the glossary says amount)",
    ]);
  });

  it('fails a file or folder name that uses a ruled-out word', () => {
    expect(problemsIn('server/inventory/product-list.ts', () => '', rules)).toEqual([
      "server/inventory/: inventory uses 'inventory' (the glossary says stock)",
      "server/inventory/product-list.ts: product-list uses 'product list' (the glossary says catalog)",
    ]);
  });

  it('reads only the names the project declares, not those of other programs it uses', () => {
    const source = [
      "import { Inventory } from 'elsewhere';",
      'const { quantity } = Inventory.read();',
      'call({ quantity: 2 }, window.localStorage);',
      'interface Line { amount: number }',
    ].join('\n');
    expect(declaredNames('x.ts', source).map(({ name }) => name)).toEqual(['Line', 'amount']);
  });

  it('fails a word ruled out "(alone)" only as a whole name', () => {
    expect(problemsIn('x.ts', () => 'const demo = 1, offlineDemo = 2;', rules)).toEqual([
      "x.ts:1: demo uses 'demo (alone)' (the glossary says offline demo)",
    ]);
  });

  it('passes the stored and public names the glossary keeps', () => {
    expect([...rules.kept]).toContain('CATALOGUE_SIZE');
    expect(problemsIn('x.ts', () => 'const CATALOGUE_SIZE = 1;', rules)).toEqual([]);
  });

  // a process of its own, as npm runs it: a slow start on a busy machine
  it('fails the check for a word planted in the code', { timeout: 60_000 }, () => {
    const root = mkdtempSync(join(tmpdir(), 'shop-glossary-'));
    try {
      mkdirSync(join(root, 'docs'));
      cpSync(join(repository, 'docs/glossary.md'), join(root, 'docs/glossary.md'));
      mkdirSync(join(root, 'server'));
      writeFileSync(join(root, 'server/stock.ts'), 'export const inventoryCount = 3;\n');
      const planted = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'glossary.ts'), root], {
        encoding: 'utf8',
      });
      expect(planted.status).toBe(1);
      expect(planted.stderr).toContain("server/stock.ts:1: inventoryCount uses 'inventory' (the glossary says stock)");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('passes the repository as it is', { timeout: 60_000 }, () => {
    expect(problemsInRepository(repository).problems).toEqual([]);
  });
});
