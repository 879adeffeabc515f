import { sql, type Kysely, type Selectable } from 'kysely';
import {
  CatalogChangeRefused,
  changeOf,
  checkCategoryName,
  checkDraft,
  draftOf,
  type CatalogAdminPort,
  type Category,
  type KeptProduct,
  type ProductDraft,
} from '../../ports/catalog-admin-port';
import type { ActivityChange } from '../../ports/activity-port';
import type { StaffUser } from '../../ports/staff-role';
import { recordActivity } from '../activity/sql-activity';
import type { Store } from '../store/open-store';
import type { ProductsTable, StoreTables } from '../store/schema';

type Row = Selectable<ProductsTable> & { category: string };

const keptOf = (row: Row): KeptProduct => ({
  id: Number(row.id),
  title: row.title,
  description: row.description,
  categoryId: row.category_id,
  category: row.category,
  priceCents: Number(row.price_cents),
  listPriceCents: row.list_price_cents === null ? null : Number(row.list_price_cents),
  photos: JSON.parse(row.photos_json) as string[],
  published: Boolean(row.published),
  rating: { rate: row.rating_rate, count: row.rating_count },
  updated: new Date(Number(row.updated) * 1000).toISOString(),
});

const productRows = (kysely: Kysely<StoreTables>) =>
  kysely
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .selectAll('products')
    .select('categories.name as category');

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Every change moves the version on: every instance reading it knows its copy of the catalogue is old. */
const nextVersion = (kysely: Kysely<StoreTables>) =>
  kysely
    .updateTable('catalog_version')
    .set({ version: sql`version + 1` })
    .where('id', '=', 1)
    .execute();

/** The number after the highest of `table`: two made at once both try it, and one tries again. */
async function nextId(kysely: Kysely<StoreTables>, table: 'products' | 'categories') {
  const highest = await kysely
    .selectFrom(table)
    .select((row) => row.fn.max<number | string | null>('id').as('id'))
    .executeTakeFirst();
  return Number(highest?.id ?? 0) + 1;
}

const uniqueViolation = (error: unknown) => /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

/** Runs `work` again while it clashes with a row another writer made at the same time (a number taken). */
async function untilNoClash<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
    }
  }
}

/** The columns a product's draft writes, made and changed alike. */
const draftColumns = (draft: ProductDraft, at: Date) => ({
  title: draft.title.trim(),
  description: draft.description,
  category_id: draft.categoryId,
  price_cents: draft.priceCents,
  list_price_cents: draft.listPriceCents,
  photos_json: JSON.stringify(draft.photos),
  published: draft.published ? 1 : 0,
  updated: seconds(at),
});

/** Each category with how many products it holds. */
const countedCategories = (kysely: Kysely<StoreTables>) =>
  kysely
    .selectFrom('categories')
    .leftJoin('products', 'products.category_id', 'categories.id')
    .select((row) => ['categories.id', 'categories.name', row.fn.count<number | string>('products.id').as('products')])
    .groupBy(['categories.id', 'categories.name']);

const categoryOfRow = (row: { id: number; name: string; products: number | string }): Category => ({
  id: row.id,
  name: row.name,
  products: Number(row.products),
});

/**
 * The catalogue kept in the store (ADR-046), for the back office. Each change, its activity row
 * (ADR-047) and the catalogue's new version are one transaction.
 */
export function createSqlCatalogAdmin(store: Store, now: () => Date = () => new Date()): CatalogAdminPort {
  const { kysely } = store;

  const productIn = async (trx: Kysely<StoreTables>, id: number) => {
    const row = await productRows(trx).where('products.id', '=', id).executeTakeFirst();
    return row ? keptOf(row) : null;
  };
  const categoryExists = async (trx: Kysely<StoreTables>, id: number) => {
    const row = await trx.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw new CatalogChangeRefused('category', 'Choose one of the categories.');
  };
  const categoryOf = async (trx: Kysely<StoreTables>, id: number): Promise<Category | null> => {
    const row = await countedCategories(trx).where('categories.id', '=', id).executeTakeFirst();
    return row ? categoryOfRow(row) : null;
  };
  /** A change's last steps, in its transaction: the catalogue's next version, and the change on record. */
  const committed = async (trx: Kysely<StoreTables>, by: StaffUser, change: Omit<ActivityChange, 'actor'>) => {
    await nextVersion(trx);
    await recordActivity(trx, { actor: { id: by.id, email: by.email }, ...change }, now());
  };

  return {
    listProducts: ({ search, categoryId, published, within, outside, offset, limit }) =>
      store.reach(async () => {
        let query = productRows(kysely);
        const words = search?.trim();
        if (words) {
          const asId = /^\d+$/.test(words) ? Number(words) : null;
          const like = `%${words.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
          query = query.where((row) =>
            row.or([
              row(sql`lower(products.title)`, 'like', sql`${like} escape '\\'`),
              row(sql`lower(products.description)`, 'like', sql`${like} escape '\\'`),
              ...(asId === null ? [] : [row('products.id', '=', asId)]),
            ]),
          );
        }
        if (categoryId !== undefined) query = query.where('products.category_id', '=', categoryId);
        if (published !== undefined) query = query.where('products.published', '=', published ? 1 : 0);
        if (within !== undefined)
          query = within.length === 0 ? query.where(sql<boolean>`1 = 0`) : query.where('products.id', 'in', [...within]);
        if (outside !== undefined && outside.length > 0) query = query.where('products.id', 'not in', [...outside]);
        const [rows, counted] = await Promise.all([
          query.orderBy('products.id').offset(offset).limit(limit).execute(),
          query
            .clearSelect()
            .select((row) => row.fn.countAll<number | string>().as('total'))
            .executeTakeFirstOrThrow(),
        ]);
        return { products: rows.map(keptOf), total: Number(counted.total) };
      }),

    product: (id) => store.reach(() => productIn(kysely, id)),

    createProduct: (draft, by) =>
      store.reach(async () => {
        checkDraft(draft);
        // a number above every other
        return untilNoClash(() =>
          kysely.transaction().execute(async (trx) => {
            await categoryExists(trx, draft.categoryId);
            const id = await nextId(trx, 'products');
            await trx
              .insertInto('products')
              .values({ id, ...draftColumns(draft, now()), rating_rate: 0, rating_count: 0, art_json: null })
              .execute();
            const created = (await productIn(trx, id))!;
            await committed(trx, by, {
              subject: 'product',
              subjectId: String(id),
              action: 'created',
              before: null,
              after: draftOf(created),
            });
            return created;
          }),
        );
      }),

    updateProduct: (id, changes, by) =>
      store.reach(() =>
        kysely.transaction().execute(async (trx) => {
          const before = await productIn(trx, id);
          if (!before) throw new CatalogChangeRefused('id', `No product with id ${id}.`, 404);
          const draft: ProductDraft = { ...draftOf(before), ...changes };
          checkDraft(draft);
          if (draft.categoryId !== before.categoryId) await categoryExists(trx, draft.categoryId);
          await trx.updateTable('products').set(draftColumns(draft, now())).where('id', '=', id).execute();
          const after = (await productIn(trx, id))!;
          await committed(trx, by, {
            subject: 'product',
            subjectId: String(id),
            action: changeOf(before, after),
            before: draftOf(before),
            after: draftOf(after),
          });
          return after;
        }),
      ),

    categories: () =>
      store.reach(async () => (await countedCategories(kysely).orderBy('categories.id').execute()).map(categoryOfRow)),

    addCategory: (name, by) =>
      store.reach(async () => {
        const checked = checkCategoryName(name);
        return untilNoClash(() =>
          kysely.transaction().execute(async (trx) => {
            const taken = await trx.selectFrom('categories').select('id').where('name', '=', checked).executeTakeFirst();
            if (taken) throw new CatalogChangeRefused('name', `There is already a category named ${checked}.`, 409);
            const id = await nextId(trx, 'categories');
            await trx.insertInto('categories').values({ id, name: checked }).execute();
            await committed(trx, by, {
              subject: 'category',
              subjectId: String(id),
              action: 'created',
              before: null,
              after: { name: checked },
            });
            return { id, name: checked, products: 0 };
          }),
        );
      }),

    renameCategory: (id, name, by) =>
      store.reach(async () => {
        const checked = checkCategoryName(name);
        try {
          return await kysely.transaction().execute(async (trx) => {
            const before = await categoryOf(trx, id);
            if (!before) throw new CatalogChangeRefused('id', `No category with id ${id}.`, 404);
            if (before.name === checked) return before;
            await trx.updateTable('categories').set({ name: checked }).where('id', '=', id).execute();
            await committed(trx, by, {
              subject: 'category',
              subjectId: String(id),
              action: 'renamed',
              before: { name: before.name },
              after: { name: checked },
            });
            return { ...before, name: checked };
          });
        } catch (error) {
          if (uniqueViolation(error))
            throw new CatalogChangeRefused('name', `There is already a category named ${checked}.`, 409);
          throw error;
        }
      }),
  };
}
