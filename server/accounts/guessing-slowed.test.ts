// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../tools/local-shop/server-process';
import { signedUpShopper } from '../../tools/local-shop/signed-up-shopper';

// Issue 38 item 7, on the server as `npm start` runs it: the guard sits in front of the accounts.
describe('guessing a password on the running server', { timeout: 60_000 }, () => {
  let server: ServerProcess;
  let session: Record<string, string>;
  beforeAll(async () => {
    server = await startServerProcess({
      env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-guessing-')), STATIC_DIR: 'no-built-shop', TRUST_PROXY_HOPS: '1' },
    });
    await signedUpShopper(server.origin, 'guarded');
    session = await signedUpShopper(server.origin, 'stolen');
  });
  afterAll(() => server.stop());

  const signIn = (password: string, address: string) =>
    fetch(`${server.origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin, 'X-Forwarded-For': address },
      body: JSON.stringify({ email: 'guarded@example.com', password }),
    });

  it('answers 429 with a message to wait after 10 failures, and still lets the right password in from elsewhere', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await signIn('wrong-guess', '198.51.100.7')).status).toBe(401);
    const refused = await signIn('secret-pass', '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ minutes?/,
    );
    expect((await signIn('secret-pass', '203.0.113.9')).status).toBe(200);
  });

  // ADR-041: a session taken from its shopper cannot be used to guess the password either
  it('counts wrong current passwords given with a session as failed sign-ins: 429 after 10', async () => {
    const change = (currentPassword: string) =>
      fetch(`${server.origin}/api/auth/change-password`, {
        method: 'POST',
        headers: { ...session, 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.8' },
        body: JSON.stringify({ currentPassword, newPassword: 'new-secret-pass' }),
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await change('wrong-guess')).status).toBe(400);
    const refused = await change('secret-pass');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('too_many_failures');
  });
});
