import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';
import { isApiPath } from './app';
import { composeServer } from './compose';
import { readConfig } from './config/config';
import { loadEnvFiles } from './config/env-files';
import { consoleLogger, type Logger } from './log/log';

const isPageLoad = (accept: string | undefined, mode: string | string[] | undefined) =>
  mode === 'navigate' || (accept ?? '').includes('text/html');

/**
 * `vite dev` serves the same catalogue, images and payment API as `npm start`.
 * Page loads (/products/3 typed in the address bar) still go to Vite, which serves the SPA.
 * It logs requests and payments to the console unless given another `logger`.
 */
export function catalogDevServer({ logger = consoleLogger }: { logger?: Logger } = {}): Plugin {
  return {
    name: 'shopfront-catalog-dev-server',
    apply: 'serve',
    async configureServer(server) {
      // what Vite reads for the pages, the API reads too
      loadEnvFiles(process.env, { mode: server.config?.mode ?? 'development' });
      const shop = await composeServer(readConfig(process.env), { env: process.env, logger });
      // the same background jobs as `npm start`, until Vite's server closes
      const jobs = new AbortController();
      shop.startJobs(jobs.signal);
      server.httpServer?.once('close', () => {
        jobs.abort();
        void shop.close();
      });
      const listener = getRequestListener(shop.app.fetch, { overrideGlobalObjects: false });
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (!isApiPath(path) || isPageLoad(req.headers.accept, req.headers['sec-fetch-mode'])) return next();
        listener(req, res).catch(next);
      });
    },
  };
}
