// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { builtInCatalogEntries } from '../catalog/built-in-products';
import { listenWithBackOffice } from '../test-support/back-office';
import { pngWithGps } from '../test-support/photo-files';
import { STAFF_REFUSED } from './staff-guard';

type Shop = Awaited<ReturnType<typeof listenWithBackOffice>>;
let shop: Shop;
afterEach(async () => {
  await shop?.close();
});

/** Every kind of caller, on a new back office. */
async function everyone() {
  shop = await listenWithBackOffice();
  return shop.everyone();
}

const LAMP = {
  title: 'Zephyr Desk Lamp',
  description: 'A warm light for late work.',
  categoryId: 1,
  priceCents: 4_999,
  listPriceCents: null,
  photos: [] as string[],
  published: true,
};

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe('the back office’s catalogue API, asked by each kind of caller (ADR-046)', () => {
  it('answers every endpoint as docs/api.md says, for no session, a shopper, staff and an owner', async () => {
    const callers = await everyone();
    const table: Array<[string, string, unknown, number]> = [
      ['GET', '/api/sell/products', undefined, 200],
      ['GET', '/api/sell/products/1', undefined, 200],
      ['POST', '/api/sell/products', LAMP, 201],
      ['PATCH', '/api/sell/products/2', { priceCents: 12_999 }, 200],
      ['GET', '/api/sell/categories', undefined, 200],
      ['POST', '/api/sell/categories', { name: 'Garden' }, 201],
      ['PATCH', '/api/sell/categories/1', { name: 'Electronics & Gadgets' }, 200],
      ['GET', '/api/sell/activity', undefined, 200],
    ];
    const refusals = { nobody: [401, 'unauthenticated'], shopper: [403, 'not_staff'] } as const;
    const answered: string[] = [];
    const expected: string[] = [];
    for (const [method, path, body, allowed] of table)
      for (const caller of ['nobody', 'shopper', 'clerk', 'owner'] as const) {
        // staff and owners both have the catalogue and activity rights: the clerk's writes are undone by nothing, so the owner's repeat them
        const response = await shop.send(callers[caller], method, path, body);
        const answer = (await response.json()) as { code?: string; error?: string };
        answered.push(
          `${method} ${path} as ${caller}: ${response.status} ${answer.code ?? ''} (${response.headers.get('Cache-Control')})`,
        );
        const refused = caller === 'nobody' || caller === 'shopper' ? refusals[caller] : null;
        const status = refused
          ? refused[0]
          : method === 'POST' && path.endsWith('categories') && caller === 'owner'
            ? 409
            : allowed;
        expected.push(`${method} ${path} as ${caller}: ${status} ${refused ? refused[1] : ''} (no-store)`);
      }
    expect(answered).toEqual(expected);
    // nothing of the refused callers' writes was kept: one lamp each for the clerk and the owner
    const { body } = await json(await shop.send(callers.owner, 'GET', '/api/sell/products?search=zephyr'));
    expect(body.total).toBe(2);
  });

  it('refuses a shopper and a stranger with the guard’s words, before reading the body', async () => {
    const { shopper, nobody } = await everyone();
    expect(await json(await shop.send(shopper, 'POST', '/api/sell/products', { nonsense: true }))).toEqual({
      status: 403,
      body: { error: STAFF_REFUSED.not_staff, code: 'not_staff' },
    });
    expect((await json(await shop.send(nobody, 'PATCH', '/api/sell/products/1', { published: false }))).status).toBe(401);
    expect(shop.shoppersCatalog.byId(1)).toBeDefined();
  });
});

describe('the catalogue as the staff change it (ADR-046)', () => {
  it('adds a product that shoppers find at once, with its photo as its picture', async () => {
    const { clerk } = await everyone();
    const uploaded = await clerk(`${shop.baseUrl}/api/sell/photos`, {
      method: 'POST',
      body: await pngWithGps(1200, 900),
    });
    const { image } = (await uploaded.json()) as { image: string };
    const made = await json(await shop.send(clerk, 'POST', '/api/sell/products', { ...LAMP, photos: [image] }));
    expect(made).toMatchObject({ status: 201, body: { title: 'Zephyr Desk Lamp', category: 'electronics', photos: [image] } });
    const id = made.body.id as number;
    expect(shop.shoppersCatalog.byId(id)).toMatchObject({
      title: 'Zephyr Desk Lamp',
      price: 49.99,
      image,
      category: 'electronics',
    });
    expect(shop.shoppersCatalog.byCategory('electronics').map((product) => product.id)).toContain(id);
  });

  it('hides a product from shoppers and shows it again, each change on record with who and what', async () => {
    const { owner } = await everyone();
    expect((await json(await shop.send(owner, 'PATCH', '/api/sell/products/3', { published: false }))).status).toBe(200);
    expect(shop.shoppersCatalog.byId(3)).toBeUndefined();
    expect(shop.shoppersCatalog.hiddenProduct(3)).toBeDefined();
    await shop.send(owner, 'PATCH', '/api/sell/products/3', { published: true, priceCents: 100 });
    expect(shop.shoppersCatalog.byId(3)!.price).toBe(1);
    const { body } = await json(await shop.send(owner, 'GET', '/api/sell/activity'));
    expect(body.entries).toMatchObject([
      {
        actor: { email: 'owner@example.com' },
        subject: 'product',
        subjectId: '3',
        action: 'published',
        after: { priceCents: 100, published: true },
      },
      { subject: 'product', subjectId: '3', action: 'hidden', before: { published: true }, after: { published: false } },
      { subject: 'staff', action: 'joined' },
      { subject: 'staff', action: 'invited' },
      { subject: 'staff', action: 'joined' },
      { subject: 'staff', action: 'invited' },
    ]);
  });

  it('refuses bad input with a message naming the field, and keeps nothing of it', async () => {
    const { clerk } = await everyone();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...LAMP, title: '' }, /^Title must be 1 to 200 characters\.$/],
      [{ ...LAMP, title: 'x'.repeat(201) }, /^Title must be 1 to 200 characters\.$/],
      [{ ...LAMP, priceCents: 0 }, /^Price must be from \$0\.01 to \$1,000,000/],
      [{ ...LAMP, priceCents: 100_000_001 }, /^Price must be from/],
      [{ ...LAMP, priceCents: 19.5 }, /^Price must be from/],
      [{ ...LAMP, description: 'x'.repeat(5001) }, /^Description must be at most 5,000 characters\.$/],
      [{ ...LAMP, categoryId: 99 }, /^Choose one of the categories\.$/],
      [{ ...LAMP, photos: ['/photos/../../etc/passwd'] }, /^Photos must be a list of at most 10 photo addresses/],
      [{ ...LAMP, photos: [`/photos/${'a'.repeat(64)}-1000.webp`] }, /^Photos must be uploaded first/],
      [{ ...LAMP, price: 10 }, /^The field price cannot be sent here\.$/],
    ];
    for (const [draft, message] of cases) {
      const { status, body } = await json(await shop.send(clerk, 'POST', '/api/sell/products', draft));
      expect(status, JSON.stringify(draft).slice(0, 80)).toBe(400);
      expect(body.error).toMatch(message);
    }
    expect((await json(await shop.send(clerk, 'GET', '/api/sell/products?search=zephyr'))).body.total).toBe(0);
    expect((await json(await shop.send(clerk, 'PATCH', '/api/sell/products/999', { priceCents: 100 }))).status).toBe(404);
  });

  it('lists products a page of 50 at a time, found by words, category and state', async () => {
    const { clerk } = await everyone();
    const page = async (query: string) => (await json(await shop.send(clerk, 'GET', `/api/sell/products${query}`))).body;
    expect(await page('')).toMatchObject({ total: builtInCatalogEntries().length, page: 1, pages: 1 });
    expect(((await page('?category=2')).products as unknown[]).length).toBeGreaterThan(0);
    await shop.send(clerk, 'PATCH', '/api/sell/products/5', { published: false });
    expect(await page('?state=hidden')).toMatchObject({ total: 1, products: [{ id: 5, published: false }] });
    expect((await json(await shop.send(clerk, 'GET', '/api/sell/products?state=gone'))).body.error).toBe(
      'State must be "published" or "hidden".',
    );
  });

  it('narrows the list by stock: some left, none left, or never counted', async () => {
    const { clerk } = await everyone();
    await shop.stock.set(3, 5);
    await shop.stock.set(4, 0);
    const ids = async (query: string) =>
      ((await json(await shop.send(clerk, 'GET', `/api/sell/products${query}`))).body.products as Array<{ id: number }>).map(
        (product) => product.id,
      );
    expect(await ids('?stock=in-stock')).toEqual([3]);
    expect(await ids('?stock=sold-out')).toEqual([4]);
    const uncounted = await ids('?stock=uncounted');
    expect(uncounted).toHaveLength(builtInCatalogEntries().length - 2);
    expect(uncounted).not.toContain(3);
    expect(await ids('?stock=sold-out&search=nothing-like-it')).toEqual([]);
    expect((await json(await shop.send(clerk, 'GET', '/api/sell/products?stock=plenty'))).body.error).toBe(
      'Stock must be "in-stock", "sold-out" or "uncounted".',
    );
  });

  it('renames a category on every product, refusing a name taken', async () => {
    const { owner } = await everyone();
    expect((await json(await shop.send(owner, 'PATCH', '/api/sell/categories/2', { name: 'Jewellery' }))).status).toBe(200);
    expect(shop.shoppersCatalog.categories()).toContain('Jewellery');
    expect(shop.shoppersCatalog.byCategory('jewelery')).toEqual([]);
    expect(await json(await shop.send(owner, 'POST', '/api/sell/categories', { name: 'Jewellery' }))).toEqual({
      status: 409,
      body: { error: 'There is already a category named Jewellery.', field: 'name' },
    });
  });
});
