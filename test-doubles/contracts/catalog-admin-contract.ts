import { describe, expect, it } from 'vitest';
import type { ActivityPort } from '../../ports/activity-port';
import { CatalogChangeRefused, type CatalogAdminPort, type ProductDraft } from '../../ports/catalog-admin-port';
import type { StaffUser } from '../../ports/staff-role';

/** A catalogue kept by the adapter with two categories, 'electronics' and 'jewelery', and no product. */
export interface CatalogAdminHarness {
  open(): Promise<{ catalog: CatalogAdminPort; activity: ActivityPort; close(): Promise<void> }>;
}

const owner: StaffUser = { id: 'user-owner', email: 'owner@example.com', role: 'owner' };

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CatalogChangeRefused);
  return error as CatalogChangeRefused;
};

/** What every CatalogAdminPort promises (ADR-046): the memory double, the SQL file and PostgreSQL. */
export function catalogAdminContract(name: string, harness: CatalogAdminHarness) {
  describe(`CatalogAdminPort contract: ${name}`, () => {
    const withCatalog = async (
      test: (opened: Awaited<ReturnType<CatalogAdminHarness['open']>>, draft: ProductDraft) => Promise<void>,
    ) => {
      const opened = await harness.open();
      try {
        const electronics = (await opened.catalog.categories()).find((category) => category.name === 'electronics')!;
        await test(opened, {
          title: 'Desk Lamp with Dimmer',
          description: 'A warm light for late work.',
          categoryId: electronics.id,
          priceCents: 2999,
          listPriceCents: null,
          photos: [],
          published: true,
        });
      } finally {
        await opened.close();
      }
    };

    it('adds a product under a new number and gives it back as written, its category named', () =>
      withCatalog(async ({ catalog }, draft) => {
        const made = await catalog.createProduct(draft, owner);
        const another = await catalog.createProduct({ ...draft, title: 'Second Lamp' }, owner);
        expect(another.id).toBeGreaterThan(made.id);
        expect(made).toMatchObject({ ...draft, category: 'electronics', rating: { rate: 0, count: 0 } });
        expect(await catalog.product(made.id)).toEqual(made);
        expect(await catalog.product(made.id + 1000)).toBeNull();
      }));

    it('changes only the fields given, and records who changed what, before and after', () =>
      withCatalog(async ({ catalog, activity }, draft) => {
        const made = await catalog.createProduct(draft, owner);
        const changed = await catalog.updateProduct(made.id, { priceCents: 2499, listPriceCents: 2999 }, owner);
        expect(changed).toMatchObject({ title: draft.title, priceCents: 2499, listPriceCents: 2999 });
        await catalog.updateProduct(made.id, { published: false }, owner);
        const [hidden, priced, created] = await activity.list({ limit: 3 });
        expect(created).toMatchObject({ subject: 'product', subjectId: String(made.id), action: 'created', before: null });
        expect(priced).toMatchObject({
          actor: { id: owner.id, email: owner.email },
          action: 'price changed',
          before: { priceCents: 2999, listPriceCents: null },
          after: { priceCents: 2499, listPriceCents: 2999 },
        });
        expect(hidden).toMatchObject({ action: 'hidden', before: { published: true }, after: { published: false } });
      }));

    it('refuses a draft the rules refuse, naming the field, and keeps nothing of it', () =>
      withCatalog(async ({ catalog, activity }, draft) => {
        const cases: Array<[Partial<ProductDraft>, string, RegExp]> = [
          [{ title: '  ' }, 'title', /Title must be 1 to 200 characters/],
          [{ title: 'x'.repeat(201) }, 'title', /Title must be 1 to 200 characters/],
          [{ description: 'x'.repeat(5001) }, 'description', /at most 5,000 characters/],
          [{ priceCents: 0 }, 'price', /Price must be from \$0\.01 to \$1,000,000/],
          [{ priceCents: 100_000_001 }, 'price', /Price must be from/],
          [{ listPriceCents: 2999 }, 'listPrice', /List price must be above the price/],
          [{ categoryId: 9999 }, 'category', /Choose one of the categories/],
        ];
        for (const [change, field, message] of cases) {
          const refused = await refusal(catalog.createProduct({ ...draft, ...change }, owner));
          expect([refused.field, refused.status]).toEqual([field, 400]);
          expect(refused.message).toMatch(message);
        }
        expect((await catalog.listProducts({ offset: 0, limit: 10 })).total).toBe(0);
        expect(await activity.list({ limit: 10 })).toEqual([]);
        expect((await refusal(catalog.updateProduct(4242, { priceCents: 100 }, owner))).status).toBe(404);
      }));

    it('finds products by words of the title or description, by number, by category and by state, a page at a time', () =>
      withCatalog(async ({ catalog }, draft) => {
        const jewelery = (await catalog.categories()).find((category) => category.name === 'jewelery')!;
        const lamp = await catalog.createProduct(draft, owner);
        await catalog.createProduct(
          { ...draft, title: 'Silver Ring', description: 'Polished 100% silver_', categoryId: jewelery.id },
          owner,
        );
        await catalog.createProduct({ ...draft, title: 'Gold Ring', categoryId: jewelery.id, published: false }, owner);
        const titles = async (query: Parameters<CatalogAdminPort['listProducts']>[0]) => {
          const { products, total } = await catalog.listProducts(query);
          return { titles: products.map((product) => product.title), total };
        };
        expect(await titles({ search: 'ring', offset: 0, limit: 10 })).toEqual({
          titles: ['Silver Ring', 'Gold Ring'],
          total: 2,
        });
        expect(await titles({ search: 'POLISHED', offset: 0, limit: 10 })).toEqual({ titles: ['Silver Ring'], total: 1 });
        expect(await titles({ search: '100%', offset: 0, limit: 10 })).toEqual({ titles: ['Silver Ring'], total: 1 });
        // a number finds the product of that number, beside any whose words hold it
        expect((await titles({ search: String(lamp.id), offset: 0, limit: 10 })).titles).toContain('Desk Lamp with Dimmer');
        expect(await titles({ categoryId: jewelery.id, published: false, offset: 0, limit: 10 })).toEqual({
          titles: ['Gold Ring'],
          total: 1,
        });
        expect(await titles({ offset: 1, limit: 1 })).toEqual({ titles: ['Silver Ring'], total: 3 });
        // among some products, or outside them: the back office's stock filter (ADR-048)
        const ring = (await titles({ search: 'silver', offset: 0, limit: 1 })).titles;
        const ids = (await catalog.listProducts({ search: 'ring', offset: 0, limit: 10 })).products.map((product) => product.id);
        expect(await titles({ within: ids, published: true, offset: 0, limit: 10 })).toEqual({ titles: ring, total: 1 });
        expect(await titles({ within: [], offset: 0, limit: 10 })).toEqual({ titles: [], total: 0 });
        expect(await titles({ outside: ids, offset: 0, limit: 10 })).toEqual({ titles: ['Desk Lamp with Dimmer'], total: 1 });
        expect((await titles({ outside: [], offset: 0, limit: 10 })).total).toBe(3);
      }));

    it('adds and renames categories, refusing a name taken or blank, and records each change', () =>
      withCatalog(async ({ catalog, activity }, draft) => {
        const added = await catalog.addCategory('  Garden ', owner);
        expect(added).toMatchObject({ name: 'Garden', products: 0 });
        await catalog.createProduct({ ...draft, categoryId: added.id }, owner);
        expect(await catalog.renameCategory(added.id, 'Garden & Patio', owner)).toMatchObject({
          name: 'Garden & Patio',
          products: 1,
        });
        const [product] = (await catalog.listProducts({ categoryId: added.id, offset: 0, limit: 1 })).products;
        expect(product!.category).toBe('Garden & Patio');
        expect((await refusal(catalog.addCategory('electronics', owner))).status).toBe(409);
        expect((await refusal(catalog.renameCategory(added.id, 'jewelery', owner))).status).toBe(409);
        expect((await refusal(catalog.addCategory(' ', owner))).field).toBe('name');
        expect((await refusal(catalog.renameCategory(9999, 'Toys', owner))).status).toBe(404);
        const recorded = (await activity.list({ limit: 10 })).filter((entry) => entry.subject === 'category');
        expect(recorded.map((entry) => entry.action)).toEqual(['renamed', 'created']);
        expect(recorded[0]).toMatchObject({ before: { name: 'Garden' }, after: { name: 'Garden & Patio' } });
      }));
  });
}
