import { describe, expect, it } from 'vitest';
import type { MerchantOrdersPort } from '../../ports/merchant-orders-port';
import { testProducts } from '../test-products';

const [backpack, shirt] = testProducts as [(typeof testProducts)[0], (typeof testProducts)[0]];

/** A paid order as a test places it: who paid, when, and how many of which product at its price. */
export interface PaidOrder {
  email: string;
  /** seconds since epoch */
  created: number;
  lines: Array<{ product: typeof backpack; amount: number }>;
}

export interface MerchantOrdersHarness {
  open(): Promise<{ orders: MerchantOrdersPort; pay(order: PaidOrder): Promise<string>; close(): Promise<void> }>;
}

const order = (email: string, created: number, lines = [{ product: backpack, amount: 1 }]): PaidOrder => ({
  email,
  created,
  lines,
});

/** What every MerchantOrdersPort promises: the page's double, and the ledger's on the SQL file and PostgreSQL. */
export function merchantOrdersContract(name: string, harness: MerchantOrdersHarness) {
  describe(`MerchantOrdersPort contract: ${name}`, () => {
    it('lists paid orders newest first, each with who paid, its payment, lines and amount', async () => {
      const { orders, pay, close } = await harness.open();
      try {
        expect(await orders.paidOrders({ offset: 0, limit: 10 })).toEqual({ orders: [], total: 0 });
        const older = await pay(order('ann@example.com', 1_790_000_100));
        const newer = await pay(order('bob@example.org', 1_790_000_200, [{ product: shirt, amount: 2 }]));
        const { orders: listed, total } = await orders.paidOrders({ offset: 0, limit: 10 });
        expect(total).toBe(2);
        expect(listed.map((paid) => paid.id)).toEqual([newer, older]);
        expect(listed[0]).toMatchObject({
          id: newer,
          paymentId: newer,
          email: 'bob@example.org',
          amount: 4460,
          created: 1_790_000_200,
          basket: [expect.objectContaining({ id: shirt.id, title: shirt.title, amount: 2 })],
        });
      } finally {
        await close();
      }
    });

    it('gives a page at a time, the total beside it', async () => {
      const { orders, pay, close } = await harness.open();
      try {
        const ids = [];
        for (let second = 1; second <= 5; second += 1)
          ids.push(await pay(order(`shopper${second}@example.com`, 1_790_000_000 + second)));
        const page = await orders.paidOrders({ offset: 1, limit: 2 });
        expect(page.total).toBe(5);
        expect(page.orders.map((paid) => paid.id)).toEqual([ids[3], ids[2]]);
      } finally {
        await close();
      }
    });

    it("finds an order by its id or by part of the shopper's e-mail, whatever its case", async () => {
      const { orders, pay, close } = await harness.open();
      try {
        const ann = await pay(order('Ann@Example.com', 1_790_000_100));
        const bob = await pay(order('bob_99@example.org', 1_790_000_300));
        const found = async (search: string) =>
          (await orders.paidOrders({ search, offset: 0, limit: 10 })).orders.map((paid) => paid.id);
        expect(await found(bob)).toEqual([bob]);
        expect(await found(' ANN@ ')).toEqual([ann]);
        expect(await found('example')).toEqual([bob, ann]);
        // a pattern's wildcards are taken as written
        expect(await found('bo_')).toEqual([]);
        expect(await found('_99')).toEqual([bob]);
        expect(await found('nobody')).toEqual([]);
      } finally {
        await close();
      }
    });

    it('counts the units of each product paid for', async () => {
      const { orders, pay, close } = await harness.open();
      try {
        expect(await orders.unitsSold()).toEqual(new Map());
        await pay(order('ann@example.com', 1_790_000_100, [{ product: backpack, amount: 2 }]));
        await pay(
          order('bob@example.org', 1_790_000_200, [
            { product: backpack, amount: 1 },
            { product: shirt, amount: 3 },
          ]),
        );
        expect(await orders.unitsSold()).toEqual(
          new Map([
            [backpack.id, 3],
            [shirt.id, 3],
          ]),
        );
      } finally {
        await close();
      }
    });
  });
}
