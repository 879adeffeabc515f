import { readFile } from 'node:fs/promises';
import type { BasketLine, Order, Product } from '../../ports/entities';
import type { BasketStore } from '../basket/basket-store';
import type { Shopper } from '../ledger/payments-ledger';
import type { Logger } from '../log/log';
import type { CatalogPrices } from '../payment/catalog-prices';
import { frameFile, framesBesideSite, pageInFrame, type DrawnPage } from './drawn-frames';
import type { DrawSignedInPage } from './signed-in-pages';

/** What the shop's server knows of the shopper that a signed-in page shows (the app's SignedInPageData). */
export interface SignedInPageData {
  user: Shopper;
  basket: BasketLine[];
  basketVersion?: number;
  orders?: Order[];
  buyNow?: Product;
}

/** The app's render build as the signed-in pages use it (render-build.ts loads it). */
export interface SignedInPageRenderer {
  renderSignedInPage(url: string, data: SignedInPageData): Promise<DrawnPage>;
}

export interface SignedInDrawingOptions {
  renderer: SignedInPageRenderer;
  /** the built site, beside which the build leaves the pages' frames (dist-ssr/frames) */
  staticDir: string;
  /** the shopper's orders of record, newest first */
  ordersOf: (uid: string) => Promise<Order[]>;
  baskets: BasketStore | null;
  /** the catalogue as the payments price it: Buy Now's product on /Payment */
  products: CatalogPrices;
  logger: Logger;
}

/**
 * Draws the signed-in pages for their shopper (ADR-036): /Orders and /Orders/{id} with the orders,
 * /Payment with Buy Now's product when it names one, /account; each with the basket. A page that
 * cannot be drawn (a failed read or render, logged) is null: the app draws it in the browser.
 */
export function signedInDrawing(options: SignedInDrawingOptions): DrawSignedInPage {
  const { renderer, staticDir, ordersOf, baskets, products, logger } = options;
  return async (page, url, shopper) => {
    try {
      const [basket, orders, buyNow, frame] = await Promise.all([
        baskets ? baskets.read(shopper.uid) : undefined,
        page.name === 'orders' || page.name === 'order' ? ordersOf(shopper.uid) : undefined,
        page.buy === undefined ? undefined : products.productsOf([page.buy]).then((found) => found.get(page.buy!)),
        readFile(frameFile(framesBesideSite(staticDir), page.name), 'utf8').catch(() => null),
      ]);
      const drawn = await renderer.renderSignedInPage(url, {
        user: shopper,
        basket: basket?.lines ?? [],
        basketVersion: basket?.version,
        orders,
        buyNow,
      });
      const html = frame === null ? null : pageInFrame(frame, drawn);
      if (html === null)
        logger.error(`Signed-in pages are drawn in the browser: the build has no frame to draw ${page.returnTo} in.`);
      return html === null ? null : { html, status: drawn.statusCode };
    } catch (error) {
      logger.error(`Could not draw ${page.returnTo} on the server; the browser draws it`, error);
      return null;
    }
  };
}
