import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BasketLine, Order, Product } from '../../ports/entities';
import type { BasketStore } from '../basket/basket-store';
import type { PaymentsLedger, Shopper } from '../ledger/payments-ledger';
import type { Logger } from '../log/log';
import { ordersOf } from '../orders/orders-of';
import type { ProductList } from '../payment/product-list';
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

/** Where the build leaves the render module: dist-ssr/ beside the built site. */
export const rendererBesideSite = (staticDir: string) => join(staticDir, '..', 'dist-ssr', 'prerender-entry.js');

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

const ROOT = '<div id="root"></div>';

/** The built shell with the drawn page in it: its head tags for the shell's, its markup in the root. */
export function pageInShell(shell: string, page: DrawnPage): string | null {
  if (!shell.includes(ROOT) || !shell.includes('</head>')) return null;
  return shell
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${page.head}</head>`)
    .replace(ROOT, `<div id="root">${page.html}</div>${dataBlock('prerendered-state', page.state)}`);
}

export interface SignedInDrawingOptions {
  renderer: SignedInPageRenderer;
  /** the built site, whose index.html is the shell */
  staticDir: string;
  ledger: PaymentsLedger;
  baskets: BasketStore | null;
  /** the catalogue as the payments price it: Buy Now's product on /Payment */
  products: ProductList;
  logger: Logger;
}

/**
 * Draws the signed-in pages for their shopper (ADR-036): /Orders and /Orders/{id} with the orders,
 * /Payment with Buy Now's product when it names one, /account; each with the basket. A page that
 * cannot be drawn (a failed read or render, logged) is null: the app draws it in the browser.
 */
export function signedInDrawing(options: SignedInDrawingOptions): DrawSignedInPage {
  const { renderer, staticDir, ledger, baskets, products, logger } = options;
  return async (page, url, shopper) => {
    try {
      const [basket, orders, buyNow, shell] = await Promise.all([
        baskets ? baskets.read(shopper.uid) : undefined,
        page.name === 'orders' || page.name === 'order' ? ordersOf(ledger, shopper.uid) : undefined,
        page.buy === undefined ? undefined : products.productsOf([page.buy]).then((found) => found.get(page.buy!)),
        readFile(join(staticDir, 'index.html'), 'utf8'),
      ]);
      const drawn = await renderer.renderSignedInPage(url, {
        user: shopper,
        basket: basket?.lines ?? [],
        basketVersion: basket?.version,
        orders,
        buyNow,
      });
      const html = pageInShell(shell, drawn);
      if (html === null) logger.error('Signed-in pages are drawn in the browser: index.html has no empty root to draw in.');
      return html === null ? null : { html, status: drawn.statusCode };
    } catch (error) {
      logger.error(`Could not draw ${page.returnTo} on the server; the browser draws it`, error);
      return null;
    }
  };
}
