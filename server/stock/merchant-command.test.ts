// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../../tools/local-shop/server-process';
import { openSqlStore } from '../store/open-store';
import { runStockCommand, STOCK_USAGE, UsageError } from './merchant-command';
import { createSqlStock } from './sql-stock';

/** The server's stock, on an SQL store in memory. */
const newStock = () => createSqlStock(openSqlStore(':memory:'));

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');

describe('npm run stock (ADR-039)', () => {
  it('sets, adds and lists, with what is held and left', async () => {
    const stock = newStock();
    expect(await runStockCommand(stock, ['list'])).toEqual(['No product is stocked: every product sells without limit.']);
    expect(await runStockCommand(stock, ['set', '4', '3'])).toEqual([
      ' product   on hand      held      left',
      '       4         3         0         3',
    ]);
    await stock.hold('pi_a', new Map([[4, 2]]), Number.MAX_SAFE_INTEGER);
    await runStockCommand(stock, ['add', '9', '12']);
    expect(await runStockCommand(stock, ['list'])).toEqual([
      ' product   on hand      held      left',
      '       4         3         2         1',
      '       9        12         0        12',
    ]);
  });

  it.each([
    [[], STOCK_USAGE],
    [['sell', '4', '1'], STOCK_USAGE],
    [['set', '4'], 'The quantity must be a whole number (got nothing).'],
    [['set', 'tote', '4'], 'The product id must be a whole number (got tote).'],
    [['add', '4', '-2'], 'The quantity must be a whole number (got -2).'],
    [['set', '0', '2'], 'The product id must be 1 or more.'],
  ])('refuses %j with a message that says what would do', async (args, message) => {
    const stock = newStock();
    await expect(runStockCommand(stock, args)).rejects.toEqual(new UsageError(message));
    expect(await stock.list()).toEqual([]);
  });

  it('refuses fewer on hand than checkouts hold, and adding nothing', async () => {
    const stock = newStock();
    await stock.set(4, 3);
    await stock.hold('pi_a', new Map([[4, 2]]), Number.MAX_SAFE_INTEGER);
    await expect(runStockCommand(stock, ['set', '4', '1'])).rejects.toThrow('2 of product 4 are held for checkouts in progress');
    await expect(runStockCommand(stock, ['add', '4', '0'])).rejects.toThrow(
      'A quantity is a whole number from 1 to 1000000 (got 0)',
    );
    expect(await stock.list()).toEqual([{ productId: 4, onHand: 3, held: 2 }]);
  });

  it("changes what a running server's pages are told, on the server's own store", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-stock-command-'));
    const server = await startServerProcess({ env: { DATA_DIR: dataDir } });
    try {
      const levels = async () =>
        ((await (await fetch(`${server.origin}/api/stock?ids=4,12`)).json()) as { levels: object }).levels;
      // a new store starts with the built-in catalog's figures: plenty of product 4, none of product 12
      expect(await levels()).toEqual({ 4: 1000, 12: 0 });
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/stock-command.ts', 'set', '12', '2'], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      });
      expect(stdout).toContain('      12         2         0         2');
      expect(await levels()).toEqual({ 4: 1000, 12: 2 });
      const refused = run(process.execPath, ['--import', 'tsx', 'server/stock-command.ts', 'set', '12', 'many'], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      });
      await expect(refused).rejects.toMatchObject({ code: 1, stderr: 'The quantity must be a whole number (got many).\n' });
    } finally {
      await server.stop();
    }
  });
});
