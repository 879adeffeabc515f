import { describe, expect, it, vi } from 'vitest';
import { OrdersError } from '../../ports/errors';
import { createRestOrdersRead } from './firestore-rest-orders';

const line = {
  mapValue: {
    fields: {
      id: { integerValue: '3' },
      title: { stringValue: 'Lamp' },
      price: { doubleValue: 19.5 },
      amount: { integerValue: '2' },
      rating: { mapValue: { fields: { rate: { doubleValue: 4.5 }, count: { integerValue: '10' } } } },
    },
  },
};

const answered = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));

describe('the light read of orders over REST (ADR-024)', () => {
  it("asks the shopper's own orders, newest first, signed with the ID token", async () => {
    const fetch = answered(200, [{ readTime: '2026-11-25T00:00:00Z' }]);
    const read = createRestOrdersRead({ projectId: 'demo-shop', emulator: { host: '127.0.0.1', port: 8080 }, fetch });
    expect(await read('uid-ann', 'token-of-ann')).toEqual([]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:8080/v1/projects/demo-shop/databases/(default)/documents/users/uid-ann:runQuery');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-of-ann' });
    expect(JSON.parse(init.body as string)).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'orders' }],
        orderBy: [{ field: { fieldPath: 'created' }, direction: 'DESCENDING' }],
      },
    });
  });

  it('reads each order as the live subscription does: numbers as numbers, the follow-up fields kept', async () => {
    const fetch = answered(200, [
      {
        document: {
          name: 'projects/demo-shop/databases/(default)/documents/users/uid-ann/orders/pi_2',
          fields: {
            basket: { arrayValue: { values: [line] } },
            amount: { integerValue: '3900' },
            created: { integerValue: '1800000000' },
            cardLast4: { stringValue: '4242' },
            delivery: {
              mapValue: {
                fields: {
                  street: { stringValue: '5 Elm Street' },
                  city: { stringValue: 'Springfield' },
                  postcode: { stringValue: '62701' },
                  country: { stringValue: 'United States' },
                },
              },
            },
          },
        },
      },
      {
        document: {
          name: 'projects/demo-shop/databases/(default)/documents/users/uid-ann/orders/pi_1',
          fields: { basket: { arrayValue: {} }, amount: { integerValue: '0' }, created: { integerValue: '1700000000' } },
        },
      },
    ]);
    const read = createRestOrdersRead({ projectId: 'demo-shop', fetch });
    expect(await read('uid-ann', 'token')).toEqual([
      {
        id: 'pi_2',
        basket: [{ id: 3, title: 'Lamp', price: 19.5, amount: 2, rating: { rate: 4.5, count: 10 } }],
        amount: 3900,
        created: 1_800_000_000,
        cardLast4: '4242',
        delivery: { street: '5 Elm Street', city: 'Springfield', postcode: '62701', country: 'United States' },
      },
      { id: 'pi_1', basket: [], amount: 0, created: 1_700_000_000 },
    ]);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toMatch(
      /^https:\/\/firestore\.googleapis\.com\/v1\/projects\/demo-shop\//,
    );
  });

  it('fails with an OrdersError when the store refuses or cannot be reached', async () => {
    const refused = createRestOrdersRead({
      projectId: 'demo-shop',
      fetch: answered(403, { error: { status: 'PERMISSION_DENIED' } }),
    });
    await expect(refused('uid-ann', 'token')).rejects.toThrow(
      new OrdersError('Could not read the orders: the store answered 403'),
    );
    const offline = createRestOrdersRead({
      projectId: 'demo-shop',
      fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    await expect(offline('uid-ann', 'token')).rejects.toBeInstanceOf(OrdersError);
  });
});
