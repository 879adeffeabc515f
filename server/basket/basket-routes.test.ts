// @vitest-environment node
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { jsonErrorHandler } from '../http/errors';
import { UNSTORABLE_TEXT } from '../http/storable-text';
import { silentLogger } from '../log/log';
import { openSqlStore, type Store } from '../store/open-store';
import { basketLine } from '../test-support/basket-store-contract';
import { asShopper, namedShoppers } from '../test-support/shopper';
import { createBasketStore } from './basket-store';
import { basketRoutes } from './routes';

const ADA = asShopper('ada');
const BOB = asShopper('bob');
const SIGN_IN = { error: 'Please sign in to see your orders and basket.', code: 'unauthenticated' };

let store: Store;
let app: Hono;

beforeEach(() => {
  store = openSqlStore(':memory:');
  app = new Hono();
  app.onError(jsonErrorHandler(silentLogger));
  app.route('/api/basket', basketRoutes({ baskets: createBasketStore(store), identify: namedShoppers }));
});
afterEach(() => store.close());

const get = (headers: Record<string, string> = ADA) => app.request('/api/basket', { headers });
const post = (body: unknown, headers: Record<string, string> = ADA) =>
  app.request('/api/basket/changes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
let made = 0;
/** A change with an id of its own, unless one is given. */
const change = (kind: 'add' | 'remove' | 'set', id: number, amount: number, changeId = `change-${(made += 1)}`) => {
  const { amount: _held, ...product } = basketLine(id, 1);
  return { id: changeId, kind, amount, line: product };
};
const changes = (...list: unknown[]) => ({ changes: list });
const answerOf = async (response: Response) => ({
  status: response.status,
  etag: response.headers.get('ETag'),
  body: (await response.json()) as unknown,
});

describe('GET /api/basket', () => {
  it('answers an empty basket at version 0 to a shopper who never stored one', async () => {
    expect(await answerOf(await get())).toEqual({ status: 200, etag: '"v0"', body: { lines: [], version: 0 } });
  });
});

describe('POST /api/basket/changes', () => {
  it('applies the changes in order and answers the basket they make, with its ETag', async () => {
    const first = await post(changes(change('add', 1, 2), change('add', 2, 1), change('add', 1, 3)));
    expect(await answerOf(first)).toEqual({
      status: 200,
      etag: '"v1"',
      body: { lines: [basketLine(1, 5), basketLine(2, 1)], version: 1 },
    });
    const second = await post(changes(change('remove', 1, 2), change('set', 2, 4), change('remove', 3, 1), change('set', 1, 0)));
    expect((await answerOf(second)).body).toEqual({ lines: [basketLine(2, 4)], version: 2 });
    expect((await answerOf(await get())).body).toEqual({ lines: [basketLine(2, 4)], version: 2 });
  });

  it('never takes a line past the most a line holds (ADR-020)', async () => {
    await post(changes(change('add', 1, 8)));
    expect((await answerOf(await post(changes(change('add', 1, 8))))).body).toMatchObject({ lines: [basketLine(1, 10)] });
  });

  it('counts a change sent again once, in the same request or a later one', async () => {
    const once = change('add', 1, 2, 'retried-change-1');
    await post(changes(once, once));
    expect((await answerOf(await post(changes(once, change('add', 2, 1))))).body).toEqual({
      lines: [basketLine(1, 2), basketLine(2, 1)],
      version: 2,
    });
    // nothing new: the basket as it is, not another version
    expect((await answerOf(await post(changes(once)))).body).toEqual({ lines: [basketLine(1, 2), basketLine(2, 1)], version: 2 });
  });

  it('keeps the changes of two requests sent at once: amounts add', async () => {
    await Promise.all([post(changes(change('add', 1, 1))), post(changes(change('add', 1, 2)))]);
    expect((await answerOf(await get())).body).toEqual({ lines: [basketLine(1, 3)], version: 2 });
  });

  it("keeps only the fields of a product, and a deal's list price", async () => {
    const odd = {
      ...change('add', 1, 1),
      line: { ...change('add', 1, 1).line, listPrice: 20, secret: 'x', rating: { rate: 4, count: 2, extra: 1 } },
    };
    expect(((await (await post(changes(odd))).json()) as { lines: unknown[] }).lines).toEqual([
      { ...basketLine(1, 1), listPrice: 20, rating: { rate: 4, count: 2 } },
    ]);
  });

  const good = change('add', 1, 1, 'a-good-change');
  const line = good.line;
  it.each([
    ['no changes', {}, 'The request body must be {"changes":[...]}, one change or more.'],
    ['an empty list', { changes: [] }, 'The request body must be {"changes":[...]}, one change or more.'],
    ['changes that are not a list', { changes: { 0: good } }, 'The request body must be {"changes":[...]}, one change or more.'],
    ['101 changes', { changes: Array.from({ length: 101 }, () => change('add', 1, 1)) }, 'Send at most 100 changes at once.'],
    ['a change that is no object', changes(good, 5), 'Change 2 is not an object.'],
    ['no id', changes({ ...good, id: undefined }), 'Change 1 needs its id as text of 8 to 64 letters, digits, - or _.'],
    ['a short id', changes({ ...good, id: 'abc' }), 'Change 1 needs its id as text of 8 to 64 letters, digits, - or _.'],
    ['an unknown kind', changes({ ...good, kind: 'double' }), 'Change 1 needs its kind as "add", "remove" or "set".'],
    [
      'an add of 0',
      changes({ ...good, amount: 0 }),
      'Change 1 needs its amount as a whole number from 1 to 10 (from 0 for "set").',
    ],
    [
      'a set of 11',
      changes({ ...good, kind: 'set', amount: 11 }),
      'Change 1 needs its amount as a whole number from 1 to 10 (from 0 for "set").',
    ],
    [
      'a fractional amount',
      changes({ ...good, amount: 1.5 }),
      'Change 1 needs its amount as a whole number from 1 to 10 (from 0 for "set").',
    ],
    ['no line', changes({ ...good, line: undefined }), 'Change 1 needs its line as an object.'],
    ['a text id', changes({ ...good, line: { ...line, id: '1' } }), "Change 1 needs its line's id as a positive whole number."],
    [
      'a title that is not text',
      changes(good, { ...good, id: 'second-change', line: { ...line, title: 5 } }),
      "Change 2 needs its line's title as text.",
    ],
    [
      'a negative price',
      changes({ ...good, line: { ...line, price: -1 } }),
      "Change 1 needs its line's price as a number from 0.",
    ],
    [
      'a text list price',
      changes({ ...good, line: { ...line, listPrice: '20' } }),
      "Change 1 needs its line's listPrice as a number from 0, when there is one.",
    ],
    [
      'no rating',
      changes({ ...good, line: { ...line, rating: null } }),
      'Change 1 needs its line\'s rating as {"rate","count"}, numbers from 0.',
    ],
    ['a NUL character', changes({ ...good, line: { ...line, title: 'Tee\u0000' } }), UNSTORABLE_TEXT],
    ['a body that is not JSON', '{"changes":[', 'The request body is not valid JSON.'],
  ])('refuses %s with 400 and a clear message, and changes nothing', async (_what, body, error) => {
    expect(await answerOf(await post(body))).toMatchObject({ status: 400, body: { error } });
    expect((await answerOf(await get())).body).toEqual({ lines: [], version: 0 });
  });

  it('names the refused change, so that a page can drop it and send the rest again', async () => {
    expect(await answerOf(await post(changes(good, { ...good, id: 'second-change', amount: -1 })))).toMatchObject({
      status: 400,
      body: { index: 1 },
    });
    // the good one was not applied, and counts when sent again
    expect((await answerOf(await post(changes(good)))).body).toEqual({ lines: [basketLine(1, 1)], version: 1 });
  });

  it('refuses a body not sent as JSON (415) and one too large (413)', async () => {
    const asText = await app.request('/api/basket/changes', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...ADA },
      body: JSON.stringify(changes(good)),
    });
    expect(asText.status).toBe(415);
    expect((await post(changes({ ...good, line: { ...line, description: 'x'.repeat(300_000) } }))).status).toBe(413);
  });

  it('answers a body of 125,000 zeros, under the size limit, with 400 and keeps the basket', async () => {
    const zeros = await post(`{"changes":[${new Array(125_000).fill('0').join(',')}]}`);
    expect(zeros.status).toBe(400);
    expect(await answerOf(await get())).toMatchObject({ status: 200, body: { lines: [], version: 0 } });
  });

  it('no longer takes a whole basket written over a version', async () => {
    const put = await app.request('/api/basket', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': '"v0"', ...ADA },
      body: JSON.stringify({ lines: [basketLine(1, 1)] }),
    });
    expect(put.status).toBe(404);
    expect((await answerOf(await get())).body).toEqual({ lines: [], version: 0 });
  });
});

describe("one shopper's basket, to anyone else", () => {
  it('is never seen nor changed by another shopper', async () => {
    await post(changes(change('add', 1, 1)));
    expect((await answerOf(await get(BOB))).body).toEqual({ lines: [], version: 0 });
    // the same change id from Bob is his own: it counts in his basket, and only there
    const same = change('add', 2, 2, 'same-id-for-two');
    expect((await answerOf(await post(changes(same), BOB))).body).toEqual({ lines: [basketLine(2, 2)], version: 1 });
    expect((await answerOf(await post(changes(same)))).body).toEqual({ lines: [basketLine(1, 1), basketLine(2, 2)], version: 2 });
  });

  it.each([
    ['no session', {}],
    [
      'the claimed header of before',
      { Authorization: `Shopper ${Buffer.from('{"uid":"ada","email":"a@b.c"}').toString('base64url')}` },
    ],
  ])('answers 401 with %s, to a read and a change, and changes nothing', async (_what, headers) => {
    await post(changes(change('add', 1, 1)));
    expect(await answerOf(await get(headers))).toMatchObject({ status: 401, body: SIGN_IN });
    expect(await answerOf(await post(changes(change('add', 1, 1)), headers))).toMatchObject({ status: 401, body: SIGN_IN });
    expect((await answerOf(await get())).body).toEqual({ lines: [basketLine(1, 1)], version: 1 });
  });

  it('is kept by no cache, and varies with the session cookie, whatever the answer', async () => {
    const answers = [get(), get({}), post(changes(change('add', 1, 1))), post(changes(change('add', 1, 1)), {}), post({})];
    for (const response of await Promise.all(answers)) {
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('Vary')).toMatch(/\bCookie\b/);
    }
  });
});

describe('the basket on the shop server', () => {
  it('answers 304 to a read that names the version it has, and leaves the other routes alone', async () => {
    const shop = createTestServerApp({ identify: namedShoppers, logger: silentLogger });
    shop.route('/api/basket', basketRoutes({ baskets: createBasketStore(store), identify: namedShoppers }));
    const first = await shop.request('/api/basket', { headers: ADA });
    expect(first.headers.get('ETag')).toBe('"v0"');
    const again = await shop.request('/api/basket', { headers: { ...ADA, 'If-None-Match': '"v0"' } });
    expect([again.status, again.headers.get('Cache-Control')]).toEqual([304, 'private, no-store']);
    expect((await shop.request('/products/4')).status).toBe(200);
  });
});
