import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createApp } from './app';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { consoleLogger } from './log';
import { createStripeProcessor } from './payment/stripe-processor';

let config: ServerConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Cannot start the storefront: ${error.message}`);
  process.exit(1);
}

const staticDir = resolve(config.staticDir);
if (!existsSync(join(staticDir, 'index.html'))) {
  console.warn(`No built shop in ${staticDir}: run \`npm run build\` (npm start does) or set STATIC_DIR. Serving the API only.`);
}

const app = createApp({
  catalogueSize: config.catalogueSize,
  catalogueBaseUrl: config.catalogueBaseUrl,
  processor: config.stripe ? createStripeProcessor(config.stripe, consoleLogger) : undefined,
  staticDir,
  allowedOrigins: config.allowedOrigins,
  env: process.env,
  logger: consoleLogger,
});

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`Storefront on http://localhost:${info.port}`);
  console.log(config.stripe ? 'Payments: Stripe (test mode)' : 'Payments: embedded test-mode processor');
});

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? `port ${config.port} is in use: set PORT to another port` : error.message;
  console.error(`Cannot start the storefront: ${reason}`);
  process.exit(1);
});

// let running requests finish on Ctrl+C or a container stop
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
