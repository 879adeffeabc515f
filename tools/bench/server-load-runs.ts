// The server under load (autocannon, 10 connections, 5 s per request), on the bench's build.
import autocannon, { type Options } from 'autocannon';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../local-shop/server-process';
import { signedUpShopper } from '../local-shop/signed-up-shopper';
import type { BenchResults } from './results';

type LoadResult = BenchResults['load'][number];

const CONNECTIONS = 10;
const SECONDS = 5;

async function load(name: string, options: Options): Promise<LoadResult> {
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * GET / as the server answered it before the build made compressed copies: gzip made for every
 * request. Measured on a copy of the build without the copies, so both figures come from one run.
 */
async function gzipPerRequest(distDir: string): Promise<LoadResult> {
  const copy = mkdtempSync(join(tmpdir(), 'shop-bench-uncompressed-'));
  cpSync(distDir, copy, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  const server = await startServerProcess({
    env: { STATIC_DIR: copy, DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-ledger-')) },
  });
  try {
    return await load('GET / (gzip made per request: before)', {
      url: `${server.origin}/`,
      headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' },
    });
  } finally {
    await server.stop();
  }
}

/** The requests a shopper's visit makes most, and a payment, against the server at `origin`. */
async function shopRequests(origin: string, progress: (message: string) => void): Promise<LoadResult[]> {
  const products = (await (await fetch(`${origin}/products`)).json()) as Array<{ id: number; price: number }>;
  const lines = products.slice(0, 3).map((product, index) => ({ id: product.id, amount: index + 1 }));
  const total = lines.reduce(
    (sum, line) => sum + Math.round(products.find((p) => p.id === line.id)!.price * 100) * line.amount,
    0,
  );
  const body = JSON.stringify({ lines });
  const paymentUrl = `${origin}/payment/create?total=${total}`;
  // a signed-in shopper of the embedded default, by the session cookie the server set
  const headers = { 'Content-Type': 'application/json', ...(await signedUpShopper(origin, `bench-${randomUUID()}`)) };
  const check = await fetch(paymentUrl, { method: 'POST', headers, body });
  if (!check.ok) throw new Error(`POST /payment/create answered ${check.status}: ${await check.text()}`);
  const page = (encoding: string) => ({ url: `${origin}/`, headers: { Accept: 'text/html', 'Accept-Encoding': encoding } });
  const targets: Array<[string, Options]> = [
    ['GET / (no compression asked)', page('identity')],
    ['GET / (brotli, made at build time)', page('br, gzip')],
    ['GET / (gzip, made at build time)', page('gzip')],
    ['GET /products', { url: `${origin}/products` }],
    // compressed once and kept since 2026-11-24 (server/site/encoded-body.ts); gzip made per request before
    ['GET /products (gzip asked)', { url: `${origin}/products`, headers: { 'Accept-Encoding': 'gzip' } }],
    ['GET /images/products/3.svg', { url: `${origin}/images/products/3.svg` }],
    [`POST /payment/create?total=${total}`, { url: paymentUrl, method: 'POST', headers, body }],
  ];
  const out: LoadResult[] = [];
  for (const [name, options] of targets) {
    const result = await load(name, options);
    out.push(result);
    progress(`  ${name}: ${result.requestsPerSecond} req/s, p99 ${result.latencyP99Ms} ms, non-2xx ${result.non2xx}`);
  }
  return out;
}

export async function measureServerLoad(
  origin: string,
  distDir: string,
  progress: (message: string) => void,
): Promise<BenchResults['load']> {
  const shop = await shopRequests(origin, progress);
  const before = await gzipPerRequest(distDir);
  progress(`  ${before.name}: ${before.requestsPerSecond} req/s`);
  return [before, ...shop];
}
