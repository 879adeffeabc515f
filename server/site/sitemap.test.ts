// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtInCatalogEntries } from '../catalog/built-in-products';
import { createSqlCatalogAdmin } from '../catalog/sql-catalog-admin';
import { openStoreCatalog, seedCatalog } from '../catalog/store-catalog';
import { openSqlStore } from '../store/open-store';
import { browsePathsOf, sitemapOf } from './sitemap';

const owner = { id: 'user-owner', email: 'owner@example.com', role: 'owner' as const };
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap (ADR-046)', () => {
  it('lists home, every category and every product shown, as the catalogue is now', async () => {
    const store = openSqlStore(':memory:');
    try {
      await seedCatalog(store, builtInCatalogEntries());
      const catalog = await openStoreCatalog(store);
      const before = locations(sitemapOf('https://shop.example/', browsePathsOf(catalog)));
      expect(before).toHaveLength(1 + 4 + builtInCatalogEntries().length);
      expect(before).toContain("https://shop.example/category/men's%20clothing");
      expect(before).toContain('https://shop.example/products/7');

      const admin = createSqlCatalogAdmin(store);
      await admin.updateProduct(7, { published: false }, owner);
      await admin.renameCategory(2, 'Rings & Things', owner);
      await catalog.refresh();
      const after = locations(sitemapOf('https://shop.example', browsePathsOf(catalog)));
      expect(after).not.toContain('https://shop.example/products/7');
      expect(after).toContain('https://shop.example/category/Rings%20%26%20Things');
      expect(after).not.toContain('https://shop.example/category/jewelery');
    } finally {
      await store.close();
    }
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapOf('https://shop.example', ['/search?q=a&b<c'])).toContain(
      '<loc>https://shop.example/search?q=a&amp;b&lt;c</loc>',
    );
  });
});
