import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BasketLine, Order, Product } from '../../ports/entities';
import type { BasketStore } from '../basket/basket-store';
import type { Shopper } from '../ledger/payments-ledger';
import type { Logger } from '../log/log';
import type { CatalogPrices } from '../payment/catalog-prices';
import { DRAWN_FRAMES_DIR, DRAWN_HEAD_MARK, DRAWN_PAGE_MARK, DRAWN_STATE_MARK, frameFile } from './drawn-frames';
import type { DrawSignedInPage } from './signed-in-pages';

/** What the shop's server knows of the shopper that a signed-in page shows (the app's SignedInPageData). */
export interface SignedInPageData {
  user: Shopper;
  basket: BasketLine[];
  basketVersion?: number;
  orders?: Order[];
  buyNow?: Product;
}

/** A page as the app's render build draws it: its markup, its head tags and the state handed to the app. */
export interface DrawnPage {
  html: string;
  head: string;
  state: unknown;
  statusCode: number;
}

/** The app's render build (`npm run build` writes it beside the site, in dist-ssr/), as the server calls it. */
export interface SignedInPageRenderer {
  renderSignedInPage(url: string, data: SignedInPageData): Promise<DrawnPage>;
}

/** Where the build leaves the render module and the pages' frames: dist-ssr/ beside the built site. */
export const rendererBesideSite = (staticDir: string) => join(staticDir, '..', 'dist-ssr', 'prerender-entry.js');
const framesBesideSite = (staticDir: string) => join(staticDir, '..', 'dist-ssr', DRAWN_FRAMES_DIR);

/**
 * The app's render module, loaded once at start; null (logged) when the build has none or it cannot
 * be loaded (a server installed without the app's packages): the signed-in pages are then drawn in
 * the browser, as every page of the shop can be.
 */
export async function loadSignedInRenderer(file: string, logger: Logger): Promise<SignedInPageRenderer | null> {
  if (!existsSync(file)) {
    logger.info(`Signed-in pages are drawn in the browser: no render build at ${file} (npm run build makes it).`);
    return null;
  }
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<SignedInPageRenderer>;
    if (typeof loaded.renderSignedInPage === 'function') return loaded as SignedInPageRenderer;
    logger.error(`Signed-in pages are drawn in the browser: ${file} does not draw them (an older build?).`);
  } catch (error) {
    logger.error(`Signed-in pages are drawn in the browser: ${file} could not be loaded`, error);
  }
  return null;
}

/** Data in the page that no text in it can end early ('<' escaped): the app reads it, nothing runs it. */
const dataBlock = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * The page's frame (drawn-frames.ts) with the drawn page in it, shaped as the pre-rendered pages
 * are; null when the frame lacks a mark.
 */
export function pageInFrame(frame: string, page: DrawnPage): string | null {
  const state = dataBlock('prerendered-state', DRAWN_STATE_MARK);
  if (![DRAWN_HEAD_MARK, DRAWN_PAGE_MARK, state].every((mark) => frame.includes(mark))) return null;
  // functions: a '$' in the page must be inserted as it is, not read as a pattern
  return frame
    .replace(DRAWN_HEAD_MARK, () => page.head)
    .replace(DRAWN_PAGE_MARK, () => page.html)
    .replace(state, () => dataBlock('prerendered-state', page.state));
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
