import { createFakestoreCatalog } from '../../adapters/fakestore/fakestore-catalog';
import type { CatalogPort } from '../../ports/catalog-port';
import type { Product } from '../../ports/entities';
import type { Ports } from '../../ports/ports';
import type { SignedInPageData } from '../shared/signed-in-page';

/** What a page being drawn on the server has no use for: nothing there is clicked or sent. */
const notWhileDrawing = (what: string) => () => Promise.reject(new Error(`${what} is not done while the server draws a page`));

/** A signed-in page's catalogue: Buy Now's product only, which the server looked up for the checkout it draws. */
function buyNowOnly(buyNow: Product | undefined): CatalogPort {
  return {
    listProducts: notWhileDrawing('Reading the catalogue'),
    listCategory: notWhileDrawing('Reading the catalogue'),
    getProduct: (id) =>
      buyNow && id === buyNow.id ? Promise.resolve(structuredClone(buyNow)) : notWhileDrawing('Reading the catalogue')(),
    searchProducts: notWhileDrawing('Searching'),
  };
}

/** The catalogue a page is drawn from outside a browser: the fakestore routes `fetchCatalog` answers at /products. */
export const catalogServedBy = (fetchCatalog: typeof fetch): CatalogPort =>
  createFakestoreCatalog({ baseUrl: '', fetch: fetchCatalog });

/**
 * The ports a page is drawn with outside a browser, read only: a signed-in page on the server
 * (ADR-036), from what the shop's server knows of the shopper (`data`); or, with `data` null, a
 * page the build pre-renders for nobody in particular, its products read from `catalog`. The app's
 * effects, which would use the rest, never run there.
 */
export function drawingPorts(data: SignedInPageData | null, catalog: CatalogPort = buyNowOnly(data?.buyNow)): Ports {
  const never = () => () => undefined;
  return {
    catalog,
    auth: {
      signIn: notWhileDrawing('Signing in'),
      signUp: notWhileDrawing('Signing up'),
      signOut: notWhileDrawing('Signing out'),
      onUserChanged: never,
      credentials: () => Promise.resolve(null),
    },
    orders: { saveOrder: notWhileDrawing('Saving an order'), watchOrders: never, prepare: () => undefined },
    payment: {
      createPayment: notWhileDrawing('Paying'),
      loadCardEntry: notWhileDrawing('Entering a card'),
      getPayment: notWhileDrawing('Reading a payment'),
    },
    // a signed-in page shows no stock figure (ADR-039): the browser reads it once it takes over
    stockLevels: { levelsOf: notWhileDrawing('Reading the stock') },
    basketStorage: {
      load: (uid) => (uid === data?.user.uid ? structuredClone(data.basket) : []),
      change: () => undefined,
      onExternalChange: never,
    },
    pendingOrders: { save: () => undefined, load: () => [], clear: () => false },
    recentlyViewed: { load: () => [], save: () => undefined },
  };
}
