// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { listenWithBackOffice } from '../test-support/back-office';
import { newPayment } from '../test-support/ledger-contract';
import { builtInCatalogEntries } from '../catalog/built-in-products';

type Shop = Awaited<ReturnType<typeof listenWithBackOffice>>;
let shop: Shop;
afterEach(async () => {
  await shop?.close();
});

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe('the stock in the back office (ADR-039, ADR-047)', () => {
  it('answers each kind of caller as docs/api.md says', async () => {
    shop = await listenWithBackOffice();
    const callers = await shop.everyone();
    const table: Array<[string, string, unknown, number]> = [
      ['GET', '/api/sell/stock', undefined, 200],
      ['PUT', '/api/sell/stock/1', { onHand: 12 }, 200],
      ['POST', '/api/sell/stock/1/arrivals', { arrived: 3 }, 200],
    ];
    const answered: string[] = [];
    const expected: string[] = [];
    for (const [method, path, body, allowed] of table)
      for (const caller of ['nobody', 'shopper', 'clerk', 'owner'] as const) {
        const response = await shop.send(callers[caller], method, path, body);
        answered.push(`${method} ${path} as ${caller}: ${response.status} (${response.headers.get('Cache-Control')})`);
        expected.push(`${method} ${path} as ${caller}: ${{ nobody: 401, shopper: 403 }[caller as string] ?? allowed} (no-store)`);
      }
    expect(answered).toEqual(expected);
    // counted 12 twice, then 3 arrived twice: the refused callers changed nothing
    expect(await shop.stock.levelsOf([1])).toEqual(new Map([[1, 18]]));
  });

  it('lists the stocked products 50 a page, found by a product’s number or words of its title', async () => {
    shop = await listenWithBackOffice();
    const clerk = await shop.joined('clerk', 'staff');
    for (let id = 1; id <= 60; id += 1) await shop.stock.set(id, id);
    const listed = async (query: string) => (await json(await shop.send(clerk, 'GET', `/api/sell/stock${query}`))).body;
    const ids = (body: Record<string, unknown>) => (body.stock as Array<{ productId: number }>).map((entry) => entry.productId);

    const first = await listed('');
    expect(first).toMatchObject({ total: 60, page: 1, pages: 2 });
    expect(ids(first)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(ids(await listed('?page=2'))).toEqual(Array.from({ length: 10 }, (_, index) => index + 51));
    // a number is a product's number, never digits in a title
    expect(ids(await listed('?search=4'))).toEqual([4]);
    const title = builtInCatalogEntries()[3]!.product.title;
    expect(ids(await listed(`?search=${encodeURIComponent(title.slice(0, 8).toUpperCase())}`))).toEqual([4]);
    expect(await listed('?search=no+such+thing')).toMatchObject({ stock: [], total: 0, page: 1, pages: 1 });
    expect(await json(await shop.send(clerk, 'GET', '/api/sell/stock?page=0'))).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'Page must be a whole number from 1.' }),
    });
  });

  it('sets a count and adds an arrival, showing on hand, held and left, each change on record', async () => {
    shop = await listenWithBackOffice();
    const clerk = await shop.joined('clerk', 'staff');
    // a product stocked, two of them held by a checkout under way
    await shop.stock.set(2, 4);
    await shop.stock.hold('pi_test', new Map([[2, 2]]), Math.floor(Date.now() / 1000) + 600);
    // named by its title in the shop's catalogue
    const title = builtInCatalogEntries()[1]!.product.title;
    expect(await json(await shop.send(clerk, 'PUT', '/api/sell/stock/2', { onHand: 5 }))).toEqual({
      status: 200,
      body: { productId: 2, title, onHand: 5, held: 2, left: 3, sold: 0 },
    });
    expect((await json(await shop.send(clerk, 'POST', '/api/sell/stock/2/arrivals', { arrived: 10 }))).body).toMatchObject({
      onHand: 15,
      left: 13,
    });
    const listed = (await json(await shop.send(clerk, 'GET', '/api/sell/stock'))).body.stock as Array<{
      productId: number;
    }>;
    expect(listed.find((entry) => entry.productId === 2)).toEqual({
      productId: 2,
      title,
      onHand: 15,
      held: 2,
      left: 13,
      sold: 0,
    });
    const [arrived, counted] = (await shop.recorded()).reverse();
    expect(counted!.before).toMatchObject({ onHand: 4, held: 2 });
    expect(arrived).toMatchObject({
      actor: { email: 'clerk@example.com' },
      subject: 'stock',
      subjectId: '2',
      action: 'arrived',
      after: { onHand: 15 },
    });
    expect(counted).toMatchObject({ action: 'counted', after: { onHand: 5, held: 2 } });
  });

  it('refuses a count below what checkouts hold, and bad figures, naming the field and changing nothing', async () => {
    shop = await listenWithBackOffice();
    const clerk = await shop.joined('clerk', 'staff');
    await shop.stock.set(3, 4);
    await shop.stock.hold('pi_test', new Map([[3, 3]]), Math.floor(Date.now() / 1000) + 600);
    const below = await json(await shop.send(clerk, 'PUT', '/api/sell/stock/3', { onHand: 1 }));
    expect(below).toMatchObject({ status: 409, body: { field: 'onHand' } });
    expect(below.body.error).toMatch(/3/);
    for (const [method, path, body, message] of [
      ['PUT', '/api/sell/stock/3', { onHand: -1 }, 'On hand must be a whole number from 0 to 1,000,000.'],
      ['PUT', '/api/sell/stock/3', { onHand: 2.5 }, 'On hand must be a whole number from 0 to 1,000,000.'],
      ['POST', '/api/sell/stock/3/arrivals', { arrived: 0 }, 'Arrived must be a whole number from 1 to 1,000,000.'],
      ['PUT', '/api/sell/stock/3', { onHand: 4, held: 0 }, 'The field held cannot be sent here.'],
    ] as const) {
      const answer = await json(await shop.send(clerk, method, path, body));
      expect([answer.status, answer.body.error]).toEqual([400, message]);
    }
    expect(await shop.stock.levelsOf([3])).toEqual(new Map([[3, 1]]));
  });

  it('counts what each product sold: the units paid for, as the ledger has them', async () => {
    shop = await listenWithBackOffice();
    const clerk = await shop.joined('clerk', 'staff');
    await shop.stock.set(4, 10);
    const payment = await shop.ledger.record(newPayment());
    await shop.ledger.setStatus(payment.intentId, 'succeeded', payment.created + 5);
    // a checkout not paid counts nothing
    await shop.ledger.record(newPayment());
    const listed = (await json(await shop.send(clerk, 'GET', '/api/sell/stock?search=4'))).body.stock as Array<{
      productId: number;
    }>;
    expect(listed).toMatchObject([{ productId: 4, sold: 2 }]);
    expect((await json(await shop.send(clerk, 'POST', '/api/sell/stock/4/arrivals', { arrived: 1 }))).body).toMatchObject({
      sold: 2,
    });
  });
});
