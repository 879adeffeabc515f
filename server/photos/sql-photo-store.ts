import type { PhotoFormat } from '../../ports/photo-names';
import type { PhotoStorePort } from '../../ports/photo-store-port';
import type { Store } from '../store/open-store';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The product photos in the store (ADR-045), the SQL file or PostgreSQL: every instance of the
 * server serves the photos any of them was sent.
 */
export function createSqlPhotoStore(store: Store, now: () => number = nowSeconds): PhotoStorePort {
  const { kysely, reach } = store;
  return {
    put: (photo) =>
      reach(() =>
        kysely.transaction().execute(async (trx) => {
          // the id names the content: a photo already there (another upload, another instance) is this one
          const inserted = await trx
            .insertInto('photos')
            .values({ id: photo.id, width: photo.width, height: photo.height, created: now() })
            .onConflict((conflict) => conflict.column('id').doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
          // one statement a rendition: a few hundred KB each, not one statement of megabytes
          for (const { format, width, height, bytes } of photo.renditions) {
            await trx.insertInto('photo_renditions').values({ photo_id: photo.id, format, width, height, bytes }).execute();
          }
          return true;
        }),
      ),
    summary: (id) =>
      reach(async () => {
        const row = await kysely.selectFrom('photos').select(['id', 'width', 'height']).where('id', '=', id).executeTakeFirst();
        if (!row) return null;
        const renditions = await kysely
          .selectFrom('photo_renditions')
          .select(['format', 'width', 'height'])
          .where('photo_id', '=', id)
          .orderBy('format')
          .orderBy('width')
          .execute();
        return { ...row, renditions: renditions.map((rendition) => ({ ...rendition, format: rendition.format as PhotoFormat })) };
      }),
    rendition: (id, width, format) =>
      reach(async () => {
        const row = await kysely
          .selectFrom('photo_renditions')
          .select('bytes')
          .where('photo_id', '=', id)
          .where('format', '=', format)
          .where('width', '=', width)
          .executeTakeFirst();
        return row ? new Uint8Array(row.bytes) : null;
      }),
  };
}
