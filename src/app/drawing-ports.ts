import type { Ports } from '../../ports/ports';
import type { SignedInPageData } from '../shared/signed-in-page';

/** What a page being drawn on the server has no use for: nothing there is clicked or sent. */
const notWhileDrawing = (what: string) => () => Promise.reject(new Error(`${what} is not done while the server draws a page`));

/**
 * The ports a signed-in page is drawn with on the server (ADR-036): what the shop's server knows of
 * the shopper (`data`), read only. The app's effects, which would use the rest, never run there.
 */
export function drawingPorts(data: SignedInPageData): Ports {
  const never = () => () => undefined;
  return {
    catalog: {
      listProducts: notWhileDrawing('Reading the catalogue'),
      listCategory: notWhileDrawing('Reading the catalogue'),
      // Buy Now's product, which the server looked up for the checkout it draws
      getProduct: (id) =>
        id === data.buyNow?.id ? Promise.resolve(structuredClone(data.buyNow)) : notWhileDrawing('Reading the catalogue')(),
      searchProducts: notWhileDrawing('Searching'),
    },
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
      load: (uid) => (uid === data.user.uid ? structuredClone(data.basket) : []),
      change: () => undefined,
      onExternalChange: never,
    },
    pendingOrders: { save: () => undefined, load: () => [], clear: () => false },
    recentlyViewed: { load: () => [], save: () => undefined },
  };
}
