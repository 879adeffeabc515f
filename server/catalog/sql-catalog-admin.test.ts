// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activityContract } from '../../test-doubles/contracts/activity-contract';
import { catalogAdminContract } from '../../test-doubles/contracts/catalog-admin-contract';
import { createSqlActivity } from '../activity/sql-activity';
import { openSqlStore } from '../store/open-store';
import { withTwoCategories } from '../test-support/catalog-store';
import { builtInCatalogEntries } from './built-in-products';
import { createSqlCatalogAdmin } from './sql-catalog-admin';
import { openStoreCatalog, seedCatalog } from './store-catalog';

const owner = { id: 'user-owner', email: 'owner@example.com', role: 'owner' as const };
const newStore = () => openSqlStore(mkdtempSync(join(tmpdir(), 'shop-catalog-')));

catalogAdminContract('an SQL file', {
  async open() {
    const store = await withTwoCategories(newStore());
    return { catalog: createSqlCatalogAdmin(store), activity: createSqlActivity(store), close: () => store.close() };
  },
});

activityContract('an SQL file', async () => {
  const store = newStore();
  return { activity: createSqlActivity(store), close: () => store.close() };
});

describe('the catalogue in the store (ADR-046)', () => {
  it("takes the built-in catalog as a new store's first content, once", async () => {
    const store = newStore();
    try {
      const entries = builtInCatalogEntries();
      await seedCatalog(store, entries);
      await seedCatalog(store, entries);
      const shoppers = await openStoreCatalog(store);
      expect(shoppers.all()).toEqual(entries.map((entry) => entry.product));
      expect(shoppers.categories()).toEqual(['electronics', 'jewelery', "men's clothing", "women's clothing"]);
      expect(shoppers.artOf(1)).toEqual({ title: entries[0]!.product.title, art: entries[0]!.art });
      expect(shoppers.version()).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('shows shoppers a change made on another instance once it looks, and no hidden product', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-catalog-'));
    const [here, there] = [openSqlStore(dir), openSqlStore(dir)];
    try {
      await seedCatalog(here, builtInCatalogEntries());
      const shoppers = await openStoreCatalog(here);
      const admin = createSqlCatalogAdmin(there);
      await admin.updateProduct(1, { priceCents: 79_999 }, owner);
      await admin.updateProduct(2, { published: false }, owner);
      expect(shoppers.byId(1)!.price).toBe(849.99);
      await shoppers.refresh();
      expect(shoppers.byId(1)!.price).toBe(799.99);
      expect(shoppers.byId(2)).toBeUndefined();
      expect(shoppers.all().map((product) => product.id)).not.toContain(2);
      expect(shoppers.hiddenProduct(2)!.title).toMatch(/Headphones/);
      expect(shoppers.version()).toBe(2);
    } finally {
      await Promise.all([here.close(), there.close()]);
    }
  });

  it("draws a product added without a photo as a parcel in the shop's colours", async () => {
    const store = await withTwoCategories(newStore());
    try {
      const made = await createSqlCatalogAdmin(store).createProduct(
        { title: 'Lamp', description: '', categoryId: 1, priceCents: 1000, listPriceCents: null, photos: [], published: true },
        owner,
      );
      const shoppers = await openStoreCatalog(store);
      expect(shoppers.byId(made.id)).toMatchObject({ title: 'Lamp', price: 10, image: `/images/products/${made.id}.svg` });
      expect(shoppers.artOf(made.id)!.art.kind).toBe('parcel');
    } finally {
      await store.close();
    }
  });
});
