import type { Store } from '../store/open-store';

/** `store`, ready, with the two categories the catalogue's contract expects ('electronics', 'jewelery') and no product. */
export async function withTwoCategories(store: Store): Promise<Store> {
  await store.ready;
  await store.kysely
    .insertInto('categories')
    .values([
      { id: 1, name: 'electronics' },
      { id: 2, name: 'jewelery' },
    ])
    .execute();
  return store;
}
