import type { ActivityPort } from '../../ports/activity-port';
import {
  CatalogChangeRefused,
  changeOf,
  checkCategoryName,
  checkDraft,
  draftOf,
  type CatalogAdminPort,
  type KeptProduct,
} from '../../ports/catalog-admin-port';
import type { Product } from '../../ports/entities';

/** A product of the shoppers' catalogue as the back office keeps it: published, its picture drawn until it has photos. */
const keptFrom = (product: Product, categoryId: number, updated: string): KeptProduct => ({
  id: product.id,
  title: product.title,
  description: product.description,
  categoryId,
  category: product.category,
  priceCents: Math.round(product.price * 100),
  listPriceCents: product.listPrice === undefined ? null : Math.round(product.listPrice * 100),
  photos: [],
  published: true,
  rating: { ...product.rating },
  updated,
});

/**
 * The back office's catalogue in memory, recording each change to `activity`: tests and the offline
 * demo. `firstProducts` are its first content, as the built-in catalog is a new store's; their
 * categories come after `categoryNames`.
 */
export function createInPageCatalogAdmin(
  activity: ActivityPort,
  categoryNames: string[] = [],
  firstProducts: Product[] = [],
): CatalogAdminPort {
  const names = [...new Set([...categoryNames, ...firstProducts.map((product) => product.category)])];
  const categories = new Map(names.map((name, index) => [index + 1, name]));
  const idOfCategory = new Map(names.map((name, index) => [name, index + 1]));
  const since = new Date().toISOString();
  const products = new Map(
    firstProducts.map((product) => [product.id, keptFrom(product, idOfCategory.get(product.category)!, since)]),
  );
  const nameOf = (id: number) => categories.get(id)!;
  const withCategoryNames = (product: KeptProduct) => structuredClone({ ...product, category: nameOf(product.categoryId) });
  const categoryExists = (id: number) => {
    if (!categories.has(id)) throw new CatalogChangeRefused('category', 'Choose one of the categories.');
  };
  const nameTaken = (name: string) => {
    if ([...categories.values()].includes(name))
      throw new CatalogChangeRefused('name', `There is already a category named ${name}.`, 409);
  };
  const counted = (id: number) => [...products.values()].filter((product) => product.categoryId === id).length;
  const actor = ({ id, email }: { id: string; email: string }) => ({ id, email });

  return {
    async listProducts({ search, categoryId, published, within, outside, offset, limit }) {
      const words = search?.trim().toLowerCase();
      const found = [...products.values()]
        .filter(
          (product) =>
            !words ||
            product.title.toLowerCase().includes(words) ||
            product.description.toLowerCase().includes(words) ||
            String(product.id) === words,
        )
        .filter((product) => categoryId === undefined || product.categoryId === categoryId)
        .filter((product) => published === undefined || product.published === published)
        .filter((product) => (within === undefined || within.includes(product.id)) && !outside?.includes(product.id))
        .sort((a, b) => a.id - b.id);
      return { products: found.slice(offset, offset + limit).map(withCategoryNames), total: found.length };
    },
    async product(id) {
      const product = products.get(id);
      return product ? withCategoryNames(product) : null;
    },
    async createProduct(draft, by) {
      checkDraft(draft);
      categoryExists(draft.categoryId);
      const id = Math.max(0, ...products.keys()) + 1;
      const made: KeptProduct = {
        ...structuredClone(draft),
        title: draft.title.trim(),
        id,
        category: nameOf(draft.categoryId),
        rating: { rate: 0, count: 0 },
        updated: new Date().toISOString(),
      };
      products.set(id, made);
      await activity.record({
        actor: actor(by),
        subject: 'product',
        subjectId: String(id),
        action: 'created',
        before: null,
        after: draftOf(made),
      });
      return withCategoryNames(made);
    },
    async updateProduct(id, changes, by) {
      const before = products.get(id);
      if (!before) throw new CatalogChangeRefused('id', `No product with id ${id}.`, 404);
      const draft = { ...draftOf(before), ...structuredClone(changes) };
      checkDraft(draft);
      categoryExists(draft.categoryId);
      const after: KeptProduct = { ...before, ...draft, title: draft.title.trim(), updated: new Date().toISOString() };
      products.set(id, after);
      await activity.record({
        actor: actor(by),
        subject: 'product',
        subjectId: String(id),
        action: changeOf(before, after),
        before: draftOf(before),
        after: draftOf(after),
      });
      return withCategoryNames(after);
    },
    async categories() {
      return [...categories].map(([id, name]) => ({ id, name, products: counted(id) }));
    },
    async addCategory(name, by) {
      const checked = checkCategoryName(name);
      nameTaken(checked);
      const id = Math.max(0, ...categories.keys()) + 1;
      categories.set(id, checked);
      await activity.record({
        actor: actor(by),
        subject: 'category',
        subjectId: String(id),
        action: 'created',
        before: null,
        after: { name: checked },
      });
      return { id, name: checked, products: 0 };
    },
    async renameCategory(id, name, by) {
      const checked = checkCategoryName(name);
      const before = categories.get(id);
      if (before === undefined) throw new CatalogChangeRefused('id', `No category with id ${id}.`, 404);
      if (before === checked) return { id, name: checked, products: counted(id) };
      nameTaken(checked);
      categories.set(id, checked);
      await activity.record({
        actor: actor(by),
        subject: 'category',
        subjectId: String(id),
        action: 'renamed',
        before: { name: before },
        after: { name: checked },
      });
      return { id, name: checked, products: counted(id) };
    },
  };
}
