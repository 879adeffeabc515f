// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from './log/log';
import { signedUpShopper } from '../tools/local-shop/signed-up-shopper';
import { catalogDevServer } from './vite-dev-api';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

// a stand-in for Vite's dev server: whatever the plugin passes on, "Vite" answers
let baseUrl = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  let mounted: Middleware | undefined;
  // the dev server keeps its payments ledger where DATA_DIR says, as `npm start` does
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'shop-dev-ledger-'));
  const plugin = catalogDevServer({ logger: silentLogger });
  const configureServer = plugin.configureServer as (server: unknown) => Promise<void>;
  await configureServer({ middlewares: { use: (middleware: Middleware) => (mounted = middleware) } });
  const server = createServer((req, res) =>
    mounted!(req, res, () => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('from vite');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.close();
    server.closeAllConnections();
  };
});
afterAll(() => close());

describe('catalogDevServer', () => {
  it('is a dev-only plugin', () => {
    expect(catalogDevServer().apply).toBe('serve');
  });

  it('answers the catalogue, images, accounts and payment API inside vite dev', async () => {
    const products = await fetch(`${baseUrl}/products`);
    expect(((await products.json()) as unknown[]).length).toBeGreaterThanOrEqual(24);
    expect((await fetch(`${baseUrl}/products/category/jewelery`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/images/products/1.svg`)).headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    const payment = await fetch(`${baseUrl}/payment/create?total=4550`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await signedUpShopper(baseUrl, 'dev')) },
      body: JSON.stringify({ lines: [{ id: 4, amount: 1 }] }),
    });
    expect(await payment.json()).toEqual({ clientSecret: expect.stringMatching(/_secret_/) });
  });

  it('passes everything else, and page loads of /products/3, to Vite', async () => {
    expect(await (await fetch(`${baseUrl}/`)).text()).toBe('from vite');
    expect(await (await fetch(`${baseUrl}/src/main.tsx`)).text()).toBe('from vite');
    expect(await (await fetch(`${baseUrl}/products/3`, { headers: { Accept: 'text/html' } })).text()).toBe('from vite');
  });
});
