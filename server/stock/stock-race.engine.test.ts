import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgresStore, type Store } from '../store/open-store';
import { startPostgres, type LocalEngine } from '../../tools/local-shop/engines';
import { BASKET, checkOut, startServerProcess, type ServerProcess } from '../../tools/local-shop/server-process';
import { signedUpShopper } from '../../tools/local-shop/signed-up-shopper';
import { createSqlStock } from './sql-stock';

const PRODUCT = BASKET.lines[0]!.id;

/** A shopper's headers, their requests coming from `address` through the one proxy the instances trust. */
const fromAddress = async (address: string, headers: Promise<Record<string, string>>) => ({
  ...(await headers),
  'X-Forwarded-For': address,
});
const LEFT = 3;
const SHOPPERS = 30;

// ADR-039: the last units go to as many buyers as there are units, whichever instance each reaches.
describe('stock on three instances sharing PostgreSQL', { timeout: 240_000 }, () => {
  let postgres: LocalEngine;
  let store: Store;
  const instances: ServerProcess[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    const env = {
      DATABASE_URL: postgres.url,
      STATIC_DIR: 'no-built-shop',
      PAYMENT_RATE_LIMIT: '1000000',
      AUTH_RATE_LIMIT: '1000000',
      // a hold lapses after 3 s: the killed instance's hold comes back within the test
      STOCK_HOLD_MINUTES: '0.05',
      // each shopper from an address of their own (X-Forwarded-For): an address whose checkout
      // outlived its hold unpaid holds nothing for a while (ADR-039)
      TRUST_PROXY_HOPS: '1',
    };
    instances.push(...(await Promise.all([1, 2, 3].map(() => startServerProcess({ env })))));
    store = openPostgresStore(postgres.url);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await store?.close();
    postgres?.stop();
  });

  /** the product's figures as the merchant reads them, and its row once housekeeping settled the sales */
  const settled = async () => {
    const stock = createSqlStock(store);
    const listed = (await stock.list()).find((entry) => entry.productId === PRODUCT);
    await stock.releaseLapsed(Math.floor(Date.now() / 1000));
    return { listed, row: await row() };
  };

  /** the product's row as PostgreSQL has it, read from outside the shop */
  const row = async () =>
    await store.kysely
      .selectFrom('stock')
      .select(['on_hand', 'held'])
      .where('product_id', '=', PRODUCT)
      .executeTakeFirstOrThrow();

  it(`charges exactly ${LEFT} of ${SHOPPERS} shoppers racing for the last ${LEFT}, and tells the others before any charge`, async () => {
    await createSqlStock(store).set(PRODUCT, LEFT);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, index) => signedUpShopper(instances[index % 3]!.origin, `racer-${index}`)),
    );
    // held plus sold never passes the stock: sold = LEFT - on_hand, so held <= on_hand, and neither below none
    const samples: Array<{ on_hand: number; held: number }> = [];
    let racing = true;
    const sampling = (async () => {
      while (racing) {
        samples.push(await row());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    let turn = 0;
    const checkouts = await Promise.all(
      shoppers.map((shopper, index) => checkOut(() => instances[turn++ % 3]!.origin, shopper, `race-${index}-0123456789`)),
    );
    racing = false;
    await sampling;

    expect(checkouts.filter((checkout) => checkout.paid)).toHaveLength(LEFT);
    const refused = checkouts.filter((checkout) => !checkout.paid);
    expect(refused).toHaveLength(SHOPPERS - LEFT);
    for (const checkout of refused) {
      expect(checkout.statuses).toEqual([409]);
      expect(checkout.refusal).toMatchObject({
        code: 'out_of_stock',
        products: [{ id: PRODUCT, title: expect.any(String), left: 0 }],
        error: expect.stringMatching(/ is sold out\. Please change your basket and try again; nothing was charged\.$/),
      });
    }
    const paid = await store.kysely.selectFrom('payments').select(['intent_id', 'status']).execute();
    // the refused never had an intent to pay: only the three sales are in the ledger
    expect(paid.map((payment) => payment.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.filter((sample) => sample.held > sample.on_hand || sample.held < 0 || sample.on_hand < 0)).toEqual([]);
    expect(await settled()).toEqual({ listed: { productId: PRODUCT, onHand: 0, held: 0 }, row: { on_hand: 0, held: 0 } });
  });

  it('lets one account asking for all of a product in several checkouts hold no more than the limit: another still buys', async () => {
    await createSqlStock(store).set(PRODUCT, 60);
    const [hoarder, secondShopper] = await Promise.all([
      fromAddress('198.51.100.1', signedUpShopper(instances[0]!.origin, 'hoarder')),
      fromAddress('198.51.100.2', signedUpShopper(instances[1]!.origin, 'second-shopper')),
    ]);
    const of = (amount: number) => ({ total: BASKET.total * amount, lines: [{ id: PRODUCT, amount }] });
    const whole = await checkOut(() => instances[0]!.origin, hoarder, 'hoard-all-0123456789', of(60));
    expect(whole.refusal).toMatchObject({ code: 'hold_limit' });
    for (const [index, instance] of instances.entries()) {
      const held = await fetch(`${instance.origin}/payment/create?total=${of(30).total}`, {
        method: 'POST',
        headers: {
          ...hoarder,
          Origin: instance.origin,
          'Content-Type': 'application/json',
          'Idempotency-Key': `hoard-${index}-0123456789`,
        },
        body: JSON.stringify({ lines: of(30).lines }),
      });
      expect(held.status).toBe(200);
    }
    expect(await createSqlStock(store).levelsOf([PRODUCT])).toEqual(new Map([[PRODUCT, 30]]));
    const bought = await checkOut(() => instances[2]!.origin, secondShopper, 'buy-the-rest-0123456789', of(30));
    expect(bought.paid).toBe(true);
    // the hoarder's last hold lapses as any other: the next test starts from a product nobody holds
    await vi.waitFor(
      async () => {
        await createSqlStock(store).releaseLapsed(Math.floor(Date.now() / 1000));
        expect(await createSqlStock(store).list()).toContainEqual({ productId: PRODUCT, onHand: 30, held: 0 });
      },
      { timeout: 10_000, interval: 250 },
    );
  });

  it('puts the stock an instance held when it was killed back on sale once the hold lapses', async () => {
    await createSqlStock(store).set(PRODUCT, 1);
    const [ada, bob] = await Promise.all([
      fromAddress('198.51.100.3', signedUpShopper(instances[0]!.origin, 'killed-holder')),
      fromAddress('198.51.100.4', signedUpShopper(instances[1]!.origin, 'next-buyer')),
    ]);
    const created = await fetch(`${instances[0]!.origin}/payment/create?total=${BASKET.total}`, {
      method: 'POST',
      headers: { ...ada, 'Content-Type': 'application/json', 'Idempotency-Key': 'held-then-killed-0123456789' },
      body: JSON.stringify({ lines: BASKET.lines }),
    });
    expect(created.status).toBe(200);
    await instances[0]!.kill();
    const tooSoon = await checkOut(() => instances[1]!.origin, bob, 'too-soon-0123456789');
    expect(tooSoon.refusal).toMatchObject({ code: 'out_of_stock' });
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const later = await checkOut(() => instances[2]!.origin, bob, 'after-the-hold-0123456789');
    expect(later.paid).toBe(true);
    expect(await settled()).toEqual({ listed: { productId: PRODUCT, onHand: 0, held: 0 }, row: { on_hand: 0, held: 0 } });
  });
});
