// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServerApp } from '../test-support/test-server-app';
import { createLedger } from '../ledger/sql-ledger';
import type { Mailer } from '../mail/mailer';
import { openSqlStore, type Store } from '../store/open-store';
import { createMemoryLogger } from '../test-support/memory-logger';
import { createMemoryMailer } from '../test-support/memory-mailer';
import { createAccounts } from './accounts';

// ADR-033: what the answer to "Forgot your password?" does not wait for, and where its link points.
// The store's part (the link works once, for an hour, on both engines) is the accounts contract's.

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

/** This server's own address, where links in mail go when the shop has no public one (server/config). */
const OWN_ADDRESS = 'http://localhost:3000';

/** How long the mail, sent after the answer, may take to be handed over on a busy machine. */
const SOON = { timeout: 10_000 };

/** The shop on an SQL store in memory with one account, ada, whose reset mail goes to `mailer`. */
async function shopWith(mailer: Mailer, siteUrl?: string) {
  const log = createMemoryLogger();
  store = openSqlStore(':memory:');
  const accounts = await createAccounts({ store, siteUrl, mailLinksTo: siteUrl ?? OWN_ADDRESS, mailer, logger: log.logger });
  const app = createTestServerApp({ logger: log.logger, ledger: createLedger(store), accounts });
  // sent from the shop's pages: its public address, else the one asked at
  const post = (url: string, body: unknown) =>
    app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(siteUrl ?? url).origin },
      body: JSON.stringify(body),
    });
  const signUp = await post('http://localhost/api/auth/sign-up/email', {
    email: 'ada@example.com',
    password: 'secret1',
    name: 'ada',
  });
  expect(signUp.status).toBe(200);
  return { post, log };
}

describe('asking for a reset link', () => {
  it('is answered before the mail is handed over: a slow mail server tells nothing of the account', async () => {
    const handedOver: string[] = [];
    // a mail server that takes the message and never says it is done
    const stalled: Mailer = {
      where: 'stalled',
      send: (message) => (handedOver.push(message.to), new Promise(() => {})),
      close: () => {},
    };
    const { post } = await shopWith(stalled, 'http://localhost');
    const answer = await post('http://localhost/api/auth/request-password-reset', { email: 'ada@example.com' });
    expect(answer.status).toBe(200);
    expect(handedOver).toEqual(['ada@example.com']);
  });

  it('is answered 200 when the mail cannot be sent, and the failure is logged', async () => {
    const mail = createMemoryMailer();
    mail.fail(true);
    const { post, log } = await shopWith(mail.mailer, 'http://localhost');
    const answer = await post('http://localhost/api/auth/request-password-reset', { email: 'ada@example.com' });
    expect(answer.status).toBe(200);
    await vi.waitFor(
      () => expect(log.all()).toMatch(/Cannot send the password reset mail of account \S+ the mail server is down/),
      SOON,
    );
  });

  it('links to the shop’s public address when one is set, whatever address was asked', async () => {
    const mail = createMemoryMailer();
    const { post } = await shopWith(mail.mailer, 'https://shop.example');
    await post('http://10.0.0.7:3000/api/auth/request-password-reset', { email: 'ada@example.com' });
    expect(mail.messages[0]?.link).toMatch(/^https:\/\/shop\.example\/reset-password\?token=[A-Za-z0-9]+$/);
  });

  it('links to this server’s own address without a public one, never to the Host a request names', async () => {
    const mail = createMemoryMailer();
    const { post } = await shopWith(mail.mailer);
    // whoever asks chooses the Host (and an Origin to match it): ada's link must not lead there
    const answer = await post('http://attacker.example/api/auth/request-password-reset', { email: 'ada@example.com' });
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(mail.messages).toHaveLength(1), SOON);
    expect(mail.messages[0]?.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9]+$/);
  });
});
