// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { livenessAnswerSchema, readinessAnswerSchema } from '../../api/health';
import { readAs } from '../../api/problem';
import { createTestServerApp } from '../test-support/test-server-app';
import { StoreUnavailable } from '../store/store-unavailable';
import { createSqlLedger } from '../ledger/sql-ledger';
import { silentLogger } from '../log/log';
import { createPaymentAllowance } from '../payment/allowance';

/** A ledger whose database has gone away: every call, the check included, says so. */
function unreachableLedger() {
  const ledger = createSqlLedger(':memory:');
  const away = () => Promise.reject(new StoreUnavailable('PostgreSQL', new Error('connect ECONNREFUSED 127.0.0.1:5432')));
  return { ...ledger, check: away, byIdempotencyKey: away, byId: away };
}

describe('probes for load balancers and supervisors', () => {
  it('answers /healthz while the process lives, whatever its stores', async () => {
    const app = createTestServerApp({ logger: silentLogger, ledger: unreachableLedger() });
    const response = await app.request('/healthz');
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({ status: 'live' });
    expect(readAs(livenessAnswerSchema, answer).ok).toBe(true);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers /readyz 200 once the ledger answers, saying how the allowance counts', async () => {
    const paymentAllowance = createPaymentAllowance({ limit: 5, windowMs: 60_000, trustProxyHops: 0, logger: silentLogger });
    const app = createTestServerApp({ logger: silentLogger, paymentAllowance });
    const response = await app.request('/readyz');
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({ status: 'ready', ledger: 'answers', allowance: 'in memory' });
    expect(readAs(readinessAnswerSchema, answer).ok).toBe(true);
  });

  it('answers /readyz 503 with Retry-After while the ledger’s database is away', async () => {
    const app = createTestServerApp({ logger: silentLogger, ledger: unreachableLedger() });
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    const answer = await response.json();
    expect(answer).toMatchObject({ status: 'not ready', ledger: 'unreachable' });
    expect(readAs(readinessAnswerSchema, answer).ok).toBe(true);
  });

  it('answers a probe sent as a page load with the probe, not the shop’s page', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'shopfront-probe-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = createTestServerApp({ logger: silentLogger, staticDir: dist });
    const response = await app.request('/healthz', { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } });
    rmSync(dist, { recursive: true, force: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  });
});
