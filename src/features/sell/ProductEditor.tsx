import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { BackOfficePort, StockFigures } from '../../../ports/back-office-port';
import { CatalogChangeRefused, checkDraft, type KeptProduct, type ProductDraft } from '../../../ports/catalog-admin-port';
import { button } from '../../shared/theme/button-class';
import { refreshAfterCatalogueChange, sellKeys, useBackOffice } from './back-office-context';
import * as css from './back-office.css';
import { centsOf, dollarsOf } from './money-field';
import { Field } from './Field';
import { PhotosField } from './PhotosField';
import { Problem } from './Problem';
import { useAction } from './use-action';

/** The editor's fields as typed: amounts as text, read when saved. */
interface Typed {
  title: string;
  description: string;
  categoryId: string;
  price: string;
  listPrice: string;
  photos: string[];
  published: boolean;
  inStock: string;
}

const typedOf = (product: KeptProduct | undefined, stock: StockFigures | undefined): Typed => ({
  title: product?.title ?? '',
  description: product?.description ?? '',
  categoryId: product ? String(product.categoryId) : '',
  price: dollarsOf(product?.priceCents ?? null),
  listPrice: dollarsOf(product?.listPriceCents ?? null),
  photos: product?.photos ?? [],
  published: product?.published ?? true,
  inStock: stock ? String(stock.onHand) : '',
});

const PRICE = 'Price must be from $0.01 to $1,000,000.';
const IN_STOCK = 'In stock must be a whole number from 0 to 1,000,000, or left empty to sell without a count.';

/** The draft the fields make, or the first field at fault and why, by the catalogue's own rules. */
function readTyped(typed: Typed): { draft: ProductDraft; onHand: number | null } | CatalogChangeRefused {
  const priceCents = centsOf(typed.price);
  if (priceCents === null || Number.isNaN(priceCents)) return new CatalogChangeRefused('price', PRICE);
  const listPriceCents = centsOf(typed.listPrice);
  if (Number.isNaN(listPriceCents))
    return new CatalogChangeRefused('listPrice', 'List price must be above the price, up to $1,000,000, or left empty.');
  if (typed.categoryId === '') return new CatalogChangeRefused('categoryId', 'Choose one of the categories.');
  const onHand = typed.inStock.trim() === '' ? null : Number(typed.inStock);
  if (onHand !== null && !(Number.isInteger(onHand) && onHand >= 0 && onHand <= 1_000_000))
    return new CatalogChangeRefused('inStock', IN_STOCK);
  const draft: ProductDraft = {
    title: typed.title.trim(),
    description: typed.description,
    categoryId: Number(typed.categoryId),
    priceCents,
    listPriceCents,
    photos: typed.photos,
    published: typed.published,
  };
  try {
    checkDraft(draft);
  } catch (error) {
    if (error instanceof CatalogChangeRefused) return error;
    throw error;
  }
  return { draft, onHand };
}

/** /sell/products/new and /sell/products/{id}: a product's fields, photos and count in stock. */
export function ProductEditor({ id }: { id?: number }) {
  const { port } = useBackOffice();
  const product = useQuery({
    queryKey: [...sellKeys.products, 'one', id],
    queryFn: () => port.product(id!),
    enabled: id !== undefined,
  });
  // its own figures, found by its number: a new product has none
  const stock = useQuery({
    queryKey: [...sellKeys.stock, 'one', id],
    queryFn: async () => (await port.stock({ search: String(id), page: 1 })).entries[0] ?? null,
    enabled: id !== undefined,
  });
  const categories = useQuery({ queryKey: sellKeys.categories, queryFn: () => port.categories() });
  const problem = product.error ?? stock.error ?? categories.error;
  if (problem)
    return <Problem error={problem} retry={() => void Promise.all([product.refetch(), stock.refetch(), categories.refetch()])} />;
  if ((id !== undefined && (!product.data || stock.data === undefined)) || !categories.data)
    return <p role="status">Loading the product…</p>;
  return (
    <ProductForm
      // a new product, once added, is edited in a form of its own
      key={id ?? 'new'}
      port={port}
      product={product.data}
      stock={stock.data ?? undefined}
      categories={categories.data}
    />
  );
}

function ProductForm({
  port,
  product,
  stock,
  categories,
}: {
  port: BackOfficePort;
  product?: KeptProduct;
  stock?: StockFigures;
  categories: Array<{ id: number; name: string }>;
}) {
  const [typed, setTyped] = useState(() => typedOf(product, stock));
  const [fault, setFault] = useState<CatalogChangeRefused | null>(null);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const type = (change: Partial<Typed>) => {
    setTyped((current) => ({ ...current, ...change }));
    setSaved(false);
  };

  const save = useAction({
    mutationFn: async ({ draft, onHand }: { draft: ProductDraft; onHand: number | null }) => {
      const kept = product ? await port.changeProduct(product.id, draft) : await port.addProduct(draft);
      if (onHand !== null && onHand !== stock?.onHand) await port.setOnHand(kept.id, onHand);
      return kept;
    },
    onSuccess: async (kept) => {
      await refreshAfterCatalogueChange(queryClient);
      if (!product) await navigate({ to: '/sell/$', params: { _splat: `products/${kept.id}` }, replace: true });
      setSaved(true);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readTyped(typed);
    if (read instanceof CatalogChangeRefused) {
      setFault(read);
      // the field at fault takes the focus, its message read with it
      formRef.current?.querySelector<HTMLElement>(`[name="${read.field}"]`)?.focus();
      return;
    }
    setFault(null);
    save.mutate(read);
  };

  /** why the field `name` was refused, when it is the one at fault */
  const faultIn = (name: string) => (fault?.field === name ? fault.message : undefined);

  const title = product ? `Edit product ${product.id}` : 'Add a product';
  return (
    <section aria-labelledby={`${ids}-heading`}>
      <div className={css.row}>
        <h1 id={`${ids}-heading`} className={css.heading}>
          {title}
        </h1>
        <Link to="/sell/$" params={{ _splat: 'products' }}>
          Back to the products
        </Link>
        {product?.published && (
          <a href={`/products/${product.id}`} target="_blank" rel="noreferrer">
            See it in the shop
          </a>
        )}
      </div>
      <form ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
        <Field label="Title" fault={faultIn('title')} wide>
          {(control) => (
            <input
              {...control}
              name="title"
              value={typed.title}
              maxLength={200}
              onChange={(event) => type({ title: event.target.value })}
            />
          )}
        </Field>
        <Field label="Price" hint="In dollars, such as 12.99" fault={faultIn('price')}>
          {(control) => (
            <input
              {...control}
              name="price"
              inputMode="decimal"
              value={typed.price}
              onChange={(event) => type({ price: event.target.value })}
            />
          )}
        </Field>
        <Field label="List price" hint="The price before a deal, above the price; empty for none" fault={faultIn('listPrice')}>
          {(control) => (
            <input
              {...control}
              name="listPrice"
              inputMode="decimal"
              value={typed.listPrice}
              onChange={(event) => type({ listPrice: event.target.value })}
            />
          )}
        </Field>
        <Field label="Category" fault={faultIn('categoryId')}>
          {(control) => (
            <select
              {...control}
              name="categoryId"
              value={typed.categoryId}
              onChange={(event) => type({ categoryId: event.target.value })}
            >
              <option value="">Choose a category</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="In stock"
          hint={
            stock
              ? `On hand: ${stock.onHand}; held for checkouts: ${stock.held}; left to sell: ${stock.left}; sold: ${stock.sold}`
              : 'Empty: sold without a count'
          }
          fault={faultIn('inStock')}
        >
          {(control) => (
            <input
              {...control}
              name="inStock"
              inputMode="numeric"
              value={typed.inStock}
              onChange={(event) => type({ inStock: event.target.value })}
            />
          )}
        </Field>
        <Field
          label="Description"
          hint={`${typed.description.length.toLocaleString('en-US')} of 5,000 characters`}
          fault={faultIn('description')}
          wide
        >
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={6}
              value={typed.description}
              onChange={(event) => type({ description: event.target.value })}
            />
          )}
        </Field>
        <PhotosField
          className={css.wide}
          port={port}
          photos={typed.photos}
          onChange={(photos) => type({ photos })}
          fault={faultIn('photos')}
        />
        <label className={css.wide}>
          <input
            type="checkbox"
            name="published"
            checked={typed.published}
            onChange={(event) => type({ published: event.target.checked })}
          />{' '}
          Published: shown to shoppers and sold
        </label>
        <div className={`${css.wide} ${css.row}`}>
          <button type="submit" className={button()} disabled={save.isPending}>
            {product ? 'Save' : 'Add product'}
          </button>
          <span role="status">{save.isPending ? 'Saving…' : saved ? 'Saved.' : ''}</span>
        </div>
        {save.error && (
          <div className={css.wide}>
            <Problem error={save.error} />
          </div>
        )}
      </form>
    </section>
  );
}
