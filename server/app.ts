import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { createCatalogue } from './catalogue/catalogue';
import { demoCatalogueEntries } from './catalogue/demo-products';
import { largeCatalogueEntries } from './catalogue/large-catalogue';
import { catalogueRoutes } from './catalogue/routes';
import { jsonErrorHandler, jsonNotFound } from './errors';
import { imageRoutes } from './images/routes';
import { consoleLogger, type Logger } from './log';
import type { PaymentProcessor } from './payment/processor';
import { localPriceList, remotePriceList } from './payment/price-list';
import { paymentRoutes } from './payment/routes';
import { createTestModeProcessor } from './payment/test-mode-processor';
import { securityHeadersMiddleware } from './security-headers';
import { createStaticSite, hasFileExtension } from './static';

export interface AppOptions {
  /** Generate this many products (benchmarks); default: the demo catalogue. */
  catalogueSize?: number;
  /**
   * The catalogue host the shop's pages use, when it is not this server: payments are priced from
   * it (design decision 3). Default: this server's own catalogue.
   */
  catalogueBaseUrl?: string;
  /** Default: the embedded test-mode processor. */
  processor?: PaymentProcessor;
  /** Folder of the built SPA; without it only the API is served (tests, `vite dev`). */
  staticDir?: string;
  /** Payment routes answer these origins too; default same-origin only. */
  allowedOrigins?: string[];
  /** Build-time settings that widen the Content-Security-Policy (VITE_* origins). */
  env?: Record<string, string | undefined>;
  logger?: Logger;
}

/** Paths the API owns: never answered with the SPA except for a browser navigation. */
const API_PREFIXES = ['/products', '/payment', '/images'];
export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A page load in the browser (not a fetch): /products/3 is then the SPA's product page. */
export const isNavigation = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') &&
  (c.req.header('Sec-Fetch-Mode') === 'navigate' || (c.req.header('Accept') ?? '').includes('text/html'));

export function createApp(options: AppOptions = {}): Hono {
  const logger = options.logger ?? consoleLogger;
  const catalogue = createCatalogue(
    options.catalogueSize === undefined ? demoCatalogueEntries() : largeCatalogueEntries(options.catalogueSize),
  );
  const processor = options.processor ?? createTestModeProcessor({ logger });
  const site =
    options.staticDir === undefined
      ? null
      : createStaticSite(options.staticDir, { prerendered: options.catalogueSize === undefined });

  const app = new Hono();
  app.onError(jsonErrorHandler(logger));
  app.notFound(jsonNotFound);
  app.use('*', securityHeadersMiddleware(options.env ?? {}));
  app.use('*', compress());

  if (site) {
    app.use('*', async (c, next) => {
      if (isNavigation(c) && !hasFileExtension(c.req.path) && !c.req.path.startsWith('/images/')) {
        const page = await site.page(c.req.path);
        if (page) return page;
      }
      await next();
    });
  }

  // a public catalogue: any site may read it
  const publicRead = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] });
  for (const path of ['/products', '/products/*', '/images/*']) app.use(path, publicRead);
  if (options.allowedOrigins?.length) {
    app.use(
      '/payment/*',
      cors({
        origin: options.allowedOrigins,
        allowMethods: ['GET', 'POST', 'OPTIONS'],
        allowHeaders: ['Content-Type', 'Idempotency-Key'],
        maxAge: 600,
      }),
    );
  }

  app.route('/', catalogueRoutes(catalogue));
  app.route('/', imageRoutes(catalogue));
  const prices = options.catalogueBaseUrl ? remotePriceList({ baseUrl: options.catalogueBaseUrl }) : localPriceList(catalogue);
  app.route('/', paymentRoutes({ prices, processor, logger }));

  if (site) {
    app.get('*', async (c) => {
      const path = c.req.path;
      if (hasFileExtension(path)) return (await site.file(path)) ?? jsonNotFound(c);
      if (isApiPath(path)) return jsonNotFound(c);
      // history fallback: the client router owns every other path
      return (await site.page(path)) ?? jsonNotFound(c);
    });
  }
  return app;
}
