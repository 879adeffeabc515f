import { sql } from 'kysely';
import { repeatEvery } from '../jobs/repeat';
import type { Logger } from '../log/log';
import type { Store } from '../store/open-store';

/** How long a photo is kept that nothing names yet: the editor it was uploaded from may not be saved (ADR-050). */
export const UNNAMED_PHOTO_HOURS = 24;
/** how often each instance looks for photos to remove; two instances at once remove each photo once */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** photos removed in one transaction: a shop that dropped thousands at once takes a few rounds */
const SWEEP_BATCH = 200;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Removes, with their renditions, the photos uploaded before `uploadedBefore` (seconds since epoch)
 * that no product names (hidden ones included) and no order line names: an order keeps the picture
 * its product had when it was paid for, whatever became of the product since (ADR-050). Both live
 * in the store beside the photos, in every configuration (the ledger holds every payment). Answers
 * the ids removed.
 */
export async function removeUnusedPhotos(store: Store, uploadedBefore: number): Promise<string[]> {
  const { kysely, reach } = store;
  return reach(() =>
    kysely.transaction().execute(async (trx) => {
      const unused = await trx
        .selectFrom('photos')
        .select('id')
        .where('created', '<', uploadedBefore)
        .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM products WHERE products.photos_json LIKE '%' || photos.id || '%')`)
        .where(
          sql<boolean>`NOT EXISTS (SELECT 1 FROM payment_lines WHERE payment_lines.product_json LIKE '%' || photos.id || '%')`,
        )
        .orderBy('id')
        .limit(SWEEP_BATCH)
        .execute();
      const ids = unused.map((row) => row.id);
      if (ids.length === 0) return [];
      await trx.deleteFrom('photo_renditions').where('photo_id', 'in', ids).execute();
      await trx.deleteFrom('photos').where('id', 'in', ids).execute();
      return ids;
    }),
  );
}

/**
 * Every hour until `until` aborts, the photos nothing has named for UNNAMED_PHOTO_HOURS removed
 * (removeUnusedPhotos), as many rounds as it takes; each round's count goes to the log.
 */
export function sweepUnusedPhotos(store: Store, logger: Logger, until: AbortSignal, now: () => number = nowSeconds): void {
  repeatEvery(
    SWEEP_EVERY_MS,
    until,
    async () => {
      let removed: string[];
      do {
        removed = await removeUnusedPhotos(store, now() - UNNAMED_PHOTO_HOURS * 60 * 60);
        if (removed.length > 0)
          logger.info(`Removed ${removed.length} ${removed.length === 1 ? 'photo' : 'photos'} no product or order names`);
      } while (removed.length === SWEEP_BATCH && !until.aborted);
    },
    (error) => logger.error('Removing unused photos failed; tried again in an hour', error),
  );
}
