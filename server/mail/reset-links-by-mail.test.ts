// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLinkIn, parseMail } from '../test-support/parse-mail';
import { startServerProcess, type ServerProcess } from '../../tools/local-shop/server-process';
import { signedUpShopper } from '../../tools/local-shop/signed-up-shopper';
import { startSmtpSink } from '../test-support/smtp-sink';

// ADR-033, as an operator runs the shop: `npm run serve` with DATA_DIR, and with SMTP_URL.

/** How long the running server may take to hand a mail over, on a busy machine. */
const SOON = { timeout: 20_000 };

/** A shopper's browser on the shop's pages, asking the server at `origin`. */
const fromTheShop = (origin: string, siteOrigin: string) => (path: string, body: unknown) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
    body: JSON.stringify(body),
  });

/** The link sets a new password once; the old password no longer signs in, the new one does. */
async function expectWorksOnce(post: ReturnType<typeof fromTheShop>, email: string, link: URL) {
  const token = link.searchParams.get('token');
  expect((await post('/api/auth/reset-password', { token, newPassword: 'new-secret' })).status).toBe(200);
  expect((await post('/api/auth/reset-password', { token, newPassword: 'other-secret' })).status).toBe(400);
  expect((await post('/api/auth/sign-in/email', { email, password: 'secret-pass' })).status).toBe(401);
  expect((await post('/api/auth/sign-in/email', { email, password: 'new-secret' })).status).toBe(200);
}

describe('a password reset link, from the running server', { timeout: 30_000 }, () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('is written to DATA_DIR/outbox when no mail server is configured, and the file and the link are logged', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-reset-'));
    server = await startServerProcess({ env: { DATA_DIR: dataDir, STATIC_DIR: 'no-built-shop' } });
    await signedUpShopper(server.origin, 'ada');
    const post = fromTheShop(server.origin, server.origin);
    expect((await post('/api/auth/request-password-reset', { email: 'ada@example.com' })).status).toBe(200);

    const outbox = join(dataDir, 'outbox');
    const file = await vi.waitFor(() => {
      const [found] = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      if (!found) throw new Error('no mail in the outbox yet');
      return found;
    }, SOON);
    const mail = await parseMail(readFileSync(join(outbox, file)));
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Reset your Shopfront password' });
    const link = firstLinkIn(mail.text);
    // no public address: this server on localhost (the address asked at is 127.0.0.1), as the start says
    const ownAddress = `http://localhost:${new URL(server.origin).port}`;
    expect(link.origin).toBe(ownAddress);
    expect(server.output()).toContain(`Links in e-mail: ${ownAddress} (set VITE_SITE_URL to the shop's public address)`);
    expect(link.pathname).toBe('/reset-password');
    expect(server.output()).toContain(`written to ${join(outbox, file)}; its link: ${link.href}`);
    await expectWorksOnce(post, 'ada@example.com', link);
  });

  it('goes through the SMTP server in SMTP_URL, linking to the public address', async () => {
    const sink = await startSmtpSink();
    try {
      server = await startServerProcess({
        env: {
          DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-reset-')),
          STATIC_DIR: 'no-built-shop',
          SMTP_URL: sink.url,
          MAIL_FROM: 'Shop <orders@shop.example>',
          VITE_SITE_URL: 'https://shop.example',
        },
      });
      await signedUpShopper(server.origin, 'bob', 'https://shop.example');
      const post = fromTheShop(server.origin, 'https://shop.example');
      expect((await post('/api/auth/request-password-reset', { email: 'bob@example.com' })).status).toBe(200);
      const raw = await vi.waitFor(() => sink.raw[0] ?? Promise.reject(new Error('no mail at the SMTP server yet')), SOON);
      const mail = await parseMail(raw);
      expect(mail).toMatchObject({ to: 'bob@example.com', from: expect.stringContaining('orders@shop.example') });
      expect(mail.text).toContain('The link works once, within one hour.');
      const link = firstLinkIn(mail.text);
      expect(`${link.origin}${link.pathname}`).toBe('https://shop.example/reset-password');
      expect(server.output()).toMatch(/^Links in e-mail: https:\/\/shop\.example$/m);
      await expectWorksOnce(post, 'bob@example.com', link);
    } finally {
      await server?.stop();
      server = undefined;
      await sink.close();
    }
  });
});
