import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';
import { createApp, isApiPath } from './app';
import { readConfig } from './config';
import { consoleLogger } from './log';
import { createStripeProcessor } from './payment/stripe-processor';

const isPageLoad = (accept: string | undefined, mode: string | string[] | undefined) =>
  mode === 'navigate' || (accept ?? '').includes('text/html');

/**
 * `vite dev` serves the same catalogue, images and payment API as `npm start`.
 * Page loads (/products/3 typed in the address bar) still go to Vite, which serves the SPA.
 */
export function catalogueDevServer(): Plugin {
  return {
    name: 'storefront-catalogue-dev-server',
    apply: 'serve',
    configureServer(server) {
      const config = readConfig(process.env);
      const app = createApp({
        catalogueSize: config.catalogueSize,
        processor: config.stripe ? createStripeProcessor(config.stripe, consoleLogger) : undefined,
        allowedOrigins: config.allowedOrigins,
        env: process.env,
        logger: consoleLogger,
      });
      const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (!isApiPath(path) || isPageLoad(req.headers.accept, req.headers['sec-fetch-mode'])) return next();
        listener(req, res).catch(next);
      });
    },
  };
}
