import { describe, expect, it } from 'vitest';
import { photoImage } from '../../ports/photo-names';
import type { Photo } from '../../ports/photo-store-port';
import { builtInCatalogEntries } from '../catalog/built-in-products';
import { createSqlCatalogAdmin } from '../catalog/sql-catalog-admin';
import { seedCatalog } from '../catalog/store-catalog';
import { createLedger } from '../ledger/sql-ledger';
import { createSqlPhotoStore } from '../photos/sql-photo-store';
import { removeUnusedPhotos, UNNAMED_PHOTO_HOURS } from '../photos/unused-photos';
import type { Store } from '../store/open-store';
import { newPayment } from './ledger-contract';

const owner = { id: 'owner-1', email: 'owner@example.com', role: 'owner' } as const;
const idOf = (n: number) => String(n).repeat(64).slice(0, 64);
const photo = (n: number): Photo => ({
  id: idOf(n),
  width: 500,
  height: 500,
  renditions: [{ format: 'webp', width: 500, height: 500, bytes: new Uint8Array([n]) }],
});
const HOURS = 60 * 60;

/** ADR-050 on one engine: what the sweep of unused photos removes and what it keeps. */
export function unusedPhotosScenarios(engine: string, openStore: () => Promise<Store>) {
  describe(`photos nothing names, removed: ${engine}`, () => {
    it('removes an old photo no product and no order names, with its renditions, and keeps the others', async () => {
      const store = await openStore();
      let clock = 1_790_000_000;
      const photos = createSqlPhotoStore(store, () => clock);
      for (const n of [1, 2, 3]) await photos.put(photo(n));
      // 1 is a hidden product's; 2 the picture of a product an order was paid for, since changed
      await seedCatalog(store, builtInCatalogEntries().slice(0, 2));
      await createSqlCatalogAdmin(store).updateProduct(1, { photos: [photoImage(idOf(1), 500)], published: false }, owner);
      const [paid] = builtInCatalogEntries().map((entry) => entry.product);
      const ledger = createLedger(store);
      await ledger.ready;
      await ledger.record(
        newPayment({ lines: [{ product: { ...paid!, image: photoImage(idOf(2), 500) }, unitPriceCents: 1000, amount: 1 }] }),
      );
      // 4, named by nothing either, was only just uploaded: its editor may not be saved yet
      clock += (UNNAMED_PHOTO_HOURS + 1) * HOURS;
      await photos.put(photo(4));

      expect(await removeUnusedPhotos(store, clock - UNNAMED_PHOTO_HOURS * HOURS)).toEqual([idOf(3)]);
      expect(await photos.summary(idOf(3))).toBeNull();
      expect(await photos.rendition(idOf(3), 500, 'webp')).toBeNull();
      for (const kept of [1, 2, 4]) expect(await photos.rendition(idOf(kept), 500, 'webp')).toEqual(new Uint8Array([kept]));
      // another instance's sweep finds nothing left to do
      expect(await removeUnusedPhotos(store, clock - UNNAMED_PHOTO_HOURS * HOURS)).toEqual([]);
    });

    it('keeps every photo while nothing is old enough, and removes a photo once its product lets it go', async () => {
      const store = await openStore();
      let clock = 1_790_000_000;
      const photos = createSqlPhotoStore(store, () => clock);
      await photos.put(photo(5));
      await seedCatalog(store, builtInCatalogEntries().slice(0, 1));
      const admin = createSqlCatalogAdmin(store);
      await admin.updateProduct(1, { photos: [photoImage(idOf(5), 500)] }, owner);
      expect(await removeUnusedPhotos(store, clock - UNNAMED_PHOTO_HOURS * HOURS)).toEqual([]);
      clock += (UNNAMED_PHOTO_HOURS + 1) * HOURS;
      expect(await removeUnusedPhotos(store, clock - UNNAMED_PHOTO_HOURS * HOURS)).toEqual([]);
      await admin.updateProduct(1, { photos: [] }, owner);
      expect(await removeUnusedPhotos(store, clock - UNNAMED_PHOTO_HOURS * HOURS)).toEqual([idOf(5)]);
    });
  });
}
