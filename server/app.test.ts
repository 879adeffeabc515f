import { describe, expect, it } from 'vitest';
import { createServerApp, type ServerAppOptions } from './app';
import { createLedger } from './ledger/sql-ledger';
import { silentLogger } from './log/log';
import { createTestModeProcessor } from './payment/test-mode-processor';
import { createSqlStock } from './stock/sql-stock';
import { openSqlStore } from './store/open-store';
import { namedShoppers } from './test-support/shopper';

/** Every part the factory needs, each named: the least a composition root passes. */
function everyPart(): ServerAppOptions {
  const store = openSqlStore(':memory:');
  return {
    logger: silentLogger,
    ledger: createLedger(store),
    stock: createSqlStock(store),
    processor: createTestModeProcessor(),
    identify: namedShoppers,
    signInGuard: null,
    receipts: null,
    paymentAllowance: null,
    housekeeping: null,
  };
}

/** The options without `name`, as a JavaScript caller or a composition mistake may leave them. */
const without = (name: keyof ServerAppOptions) => {
  const { [name]: _left, ...rest } = everyPart();
  return rest as ServerAppOptions;
};

describe('the production factory', () => {
  it('starts with every part named, null saying "none"', async () => {
    expect((await createServerApp(everyPart()).request('/products/1')).status).toBe(200);
  });

  it.each([
    ['ledger', 'a payment ledger'],
    ['stock', 'a stock'],
    ['processor', 'a payment processor'],
    ['identify', 'a way to know its shoppers'],
    ['logger', 'a logger'],
  ] as const)('refuses to start without %s, naming it', (name, part) => {
    expect(() => createServerApp(without(name))).toThrow(`The server cannot start without ${part} (${name})`);
    expect(() => createServerApp({ ...everyPart(), [name]: null })).toThrow(`(${name})`);
  });

  it.each(['signInGuard', 'receipts', 'paymentAllowance', 'housekeeping'] as const)(
    'refuses to start when %s is not named, even as none',
    (name) => {
      expect(() => createServerApp(without(name))).toThrow(new RegExp(`\\(${name}\\), or null for none$`));
    },
  );
});
