import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { composeServer } from './compose';
import { ConfigError, readConfig, type ServerConfig } from './config/config';
import { loadEnvFiles } from './config/env-files';
import { storePlace } from './store/open-store';
import { consoleLogger } from './log/log';

// the same .env files the build read (npm start builds in production mode)
const fromFiles = loadEnvFiles(process.env);

let config: ServerConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Cannot start the shopfront: ${error.message}`);
  process.exit(1);
}

const staticDir = resolve(config.staticDir);
if (!existsSync(join(staticDir, 'index.html'))) {
  console.warn(`No built shop in ${staticDir}: run \`npm run build\` (npm start does) or set STATIC_DIR. Serving the API only.`);
}

const store = storePlace(config);
let shop: Awaited<ReturnType<typeof composeServer>>;
try {
  shop = await composeServer(config, { env: process.env, logger: consoleLogger, staticDir });
  await shop.ready;
} catch (error) {
  // a cloud adapter chosen but not installed; else the store, or a cloud service's credentials
  if (error instanceof ConfigError) console.error(`Cannot start the shopfront: ${error.message}`);
  else
    console.error(
      `Cannot start the shopfront: the store of its records (${store.where}) or a configured cloud service could not be set up. For the store: ${store.remedy}.`,
      error,
    );
  process.exit(1);
}

// pruning, stock given back and late orders of record, every minute until the server stops
const jobs = new AbortController();
shop.startJobs(jobs.signal);

const server = serve({ fetch: shop.app.fetch, port: config.port }, (info) => {
  const here = `http://localhost:${info.port}`;
  // behind a proxy (the cluster, a load balancer) the shop's address is the public one, not this port
  const publicAddress = config.publicSiteUrl && new URL(config.publicSiteUrl).origin !== here ? config.publicSiteUrl : null;
  console.log(publicAddress ? `Shopfront instance on ${here}, serving the shop at ${publicAddress}` : `Shopfront on ${here}`);
  if (fromFiles.length) console.log(`Read from the .env files: ${fromFiles.join(', ')}`);
  console.log(config.stripe ? 'Payments: Stripe (test mode)' : 'Payments: embedded test-mode processor');
  console.log(`Records (payments, accounts, baskets, stock): ${store.where}`);
  console.log(`E-mail (receipts): ${shop.mailWhere}`);
  // reset links and receipts never take a request's address: without VITE_SITE_URL they lead here
  console.log(
    `Links in e-mail: ${config.siteUrl}${config.publicSiteUrl ? '' : " (set VITE_SITE_URL to the shop's public address)"}`,
  );
  if (config.firebase) {
    const where = config.firebase.authEmulatorHost
      ? 'the emulators'
      : process.env.GOOGLE_APPLICATION_CREDENTIALS
        ? 'the service account in GOOGLE_APPLICATION_CREDENTIALS'
        : "the platform's identity (Application Default Credentials)";
    console.log(
      `Shoppers: Firebase ID tokens of project ${config.firebase.projectId}; orders of record written to Firestore with ${where}`,
    );
  } else {
    console.log('Shoppers: accounts and sessions kept by this server, in its store (docs/deploy.md)');
  }
});

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? `port ${config.port} is in use: set PORT to another port` : error.message;
  console.error(`Cannot start the shopfront: ${reason}`);
  process.exit(1);
});

// let running requests finish on Ctrl+C or a container stop
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () =>
    server.close(() => {
      jobs.abort();
      void shop.close().finally(() => process.exit(0));
    }),
  );
}
