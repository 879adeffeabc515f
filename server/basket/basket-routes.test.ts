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
  app.route('/', basketRoutes({ baskets: createBasketStore(store), identify: namedShoppers }));
});
afterEach(() => store.close());

const get = (headers: Record<string, string> = ADA) => app.request('/api/basket', { headers });
const put = (body: unknown, ifMatch: string | null, headers: Record<string, string> = ADA) =>
  app.request('/api/basket', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(ifMatch === null ? {} : { 'If-Match': ifMatch }), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
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

describe('PUT /api/basket', () => {
  it('writes the lines over the version named, and answers the next with its ETag', async () => {
    const lines = [basketLine(1, 2), { ...basketLine(2, 1), listPrice: 20 }];
    expect(await answerOf(await put({ lines }, '"v0"'))).toEqual({ status: 200, etag: '"v1"', body: { lines, version: 1 } });
    expect(await answerOf(await put({ lines: [] }, '"v1"'))).toEqual({
      status: 200,
      etag: '"v2"',
      body: { lines: [], version: 2 },
    });
    expect(await answerOf(await get())).toEqual({ status: 200, etag: '"v2"', body: { lines: [], version: 2 } });
  });

  it('refuses a write over a stale version with 412 and the basket as it is, and keeps that', async () => {
    await put({ lines: [basketLine(1, 1)] }, '"v0"');
    await put({ lines: [basketLine(1, 2)] }, '"v1"');
    expect(await answerOf(await put({ lines: [basketLine(9, 9)] }, '"v1"'))).toEqual({
      status: 412,
      etag: '"v2"',
      body: { error: 'The basket changed on another device.', code: 'stale_basket', lines: [basketLine(1, 2)], version: 2 },
    });
    expect((await answerOf(await get())).body).toEqual({ lines: [basketLine(1, 2)], version: 2 });
  });

  it('asks for the version with 428 when If-Match is missing, and refuses one that names no version', async () => {
    expect(await answerOf(await put({ lines: [] }, null))).toMatchObject({
      status: 428,
      body: { error: 'Send If-Match with the ETag of the basket you changed.', code: 'version_required' },
    });
    for (const ifMatch of ['*', 'v0', '"0"', 'W/"v0"', '"v-1"', '"v1234567890"']) {
      expect(await answerOf(await put({ lines: [] }, ifMatch))).toMatchObject({
        status: 400,
        body: { error: 'If-Match must be the ETag of a basket, such as "v3".' },
      });
    }
    expect((await answerOf(await get())).body).toEqual({ lines: [], version: 0 });
  });

  const line = basketLine(1, 1);
  it.each([
    ['no lines', {}, 'The request body must be {"lines":[...]}, the basket lines.'],
    ['lines that are not a list', { lines: { 0: line } }, 'The request body must be {"lines":[...]}, the basket lines.'],
    ['101 lines', { lines: Array.from({ length: 101 }, (_, i) => basketLine(i + 1, 1)) }, 'A basket holds at most 100 lines.'],
    ['a line that is no object', { lines: [line, 5] }, 'Basket line 2 is not an object.'],
    ['a text id', { lines: [{ ...line, id: '1' }] }, 'Basket line 1 needs an id that is a positive whole number.'],
    ['an id of 0', { lines: [{ ...line, id: 0 }] }, 'Basket line 1 needs an id that is a positive whole number.'],
    [
      'an amount of 0',
      { lines: [{ ...line, amount: 0 }] },
      'Basket line 1 needs an amount that is a whole number from 1 to 10000.',
    ],
    [
      'a fractional amount',
      { lines: [{ ...line, amount: 1.5 }] },
      'Basket line 1 needs an amount that is a whole number from 1 to 10000.',
    ],
    [
      'an amount of 10001',
      { lines: [{ ...line, amount: 10_001 }] },
      'Basket line 1 needs an amount that is a whole number from 1 to 10000.',
    ],
    ['a title that is not text', { lines: [{ ...line, title: 5 }] }, 'Basket line 1 needs its title as text.'],
    ['no image', { lines: [{ ...line, image: undefined }] }, 'Basket line 1 needs its image as text.'],
    ['a negative price', { lines: [{ ...line, price: -1 }] }, 'Basket line 1 needs a price that is a number from 0.'],
    [
      'a text list price',
      { lines: [{ ...line, listPrice: '20' }] },
      'Basket line 1 has a listPrice that is not a number from 0.',
    ],
    ['no rating', { lines: [{ ...line, rating: null }] }, 'Basket line 1 needs a rating of {"rate","count"}, numbers from 0.'],
    [
      'a product twice',
      { lines: [line, basketLine(2, 1), { ...line, amount: 3 }] },
      'Basket line 3 repeats product 1: a product has one line.',
    ],
    ['a NUL character', { lines: [{ ...line, title: 'Tee\u0000' }] }, UNSTORABLE_TEXT],
    ['a body that is not JSON', '{"lines":[', 'The request body is not valid JSON.'],
  ])('refuses %s with 400 and a clear message, and writes nothing', async (_what, body, error) => {
    expect(await answerOf(await put(body, '"v0"'))).toMatchObject({ status: 400, body: { error } });
    expect((await answerOf(await get())).body).toEqual({ lines: [], version: 0 });
  });

  it('keeps only the fields of a basket line', async () => {
    const response = await put({ lines: [{ ...line, secret: 'x', rating: { rate: 4, count: 2, extra: 1 } }] }, '"v0"');
    expect(((await response.json()) as { lines: unknown[] }).lines).toEqual([{ ...line, rating: { rate: 4, count: 2 } }]);
  });

  it('refuses a body not sent as JSON (415) and one too large (413)', async () => {
    const asText = await app.request('/api/basket', {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain', 'If-Match': '"v0"', ...ADA },
      body: '{"lines":[]}',
    });
    expect(asText.status).toBe(415);
    expect((await put({ lines: [{ ...line, description: 'x'.repeat(300_000) }] }, '"v0"')).status).toBe(413);
  });

  it('answers a body of 125,000 zeros, under the size limit, with 400 and keeps the basket', async () => {
    const zeros = await put(`{"lines":[${new Array(125_000).fill('0').join(',')}]}`, '"v0"');
    expect(zeros.status).toBe(400);
    expect(await answerOf(await get())).toMatchObject({ status: 200, body: { lines: [], version: 0 } });
  });
});

describe("one shopper's basket, to anyone else", () => {
  it('is never seen nor changed by another shopper', async () => {
    await put({ lines: [basketLine(1, 1)] }, '"v0"');
    expect((await answerOf(await get(BOB))).body).toEqual({ lines: [], version: 0 });
    // Bob's write names a version of his own basket, and writes only there
    expect((await put({ lines: [basketLine(2, 2)] }, '"v0"', BOB)).status).toBe(200);
    expect((await put({ lines: [] }, '"v1"', BOB)).status).toBe(200);
    expect((await answerOf(await get())).body).toEqual({ lines: [basketLine(1, 1)], version: 1 });
  });

  it.each([
    ['no session', {}],
    [
      'the claimed header of before',
      { Authorization: `Shopper ${Buffer.from('{"uid":"ada","email":"a@b.c"}').toString('base64url')}` },
    ],
  ])('answers 401 with %s, to a read and a write, and writes nothing', async (_what, headers) => {
    await put({ lines: [basketLine(1, 1)] }, '"v0"');
    expect(await answerOf(await get(headers))).toMatchObject({ status: 401, body: SIGN_IN });
    expect(await answerOf(await put({ lines: [] }, '"v1"', headers))).toMatchObject({ status: 401, body: SIGN_IN });
    expect((await answerOf(await get())).body).toEqual({ lines: [basketLine(1, 1)], version: 1 });
  });

  it('is kept by no cache, and varies with the session cookie, whatever the answer', async () => {
    const answers = [
      get(),
      get({}),
      put({ lines: [] }, '"v0"'),
      put({ lines: [] }, '"v0"'),
      put({ lines: [] }, null),
      put({}, '"v1"'),
    ];
    for (const response of await Promise.all(answers)) {
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('Vary')).toMatch(/\bCookie\b/);
    }
  });
});

describe('the basket on the shop server', () => {
  it('answers 304 to a read that names the version it has, and leaves the other routes alone', async () => {
    const shop = createTestServerApp({ identify: namedShoppers, logger: silentLogger });
    shop.route('/', basketRoutes({ baskets: createBasketStore(store), identify: namedShoppers }));
    const first = await shop.request('/api/basket', { headers: ADA });
    expect(first.headers.get('ETag')).toBe('"v0"');
    const again = await shop.request('/api/basket', { headers: { ...ADA, 'If-None-Match': '"v0"' } });
    expect([again.status, again.headers.get('Cache-Control')]).toEqual([304, 'private, no-store']);
    expect((await shop.request('/products/4')).status).toBe(200);
  });
});
