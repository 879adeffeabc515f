// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_REFUSALS } from '../../ports/staff-port';
import { listenWithBackOffice } from '../test-support/back-office';
import { firstLinkIn, parseMail } from '../test-support/parse-mail';
import { MAIL_LINKS_TO } from '../test-support/shop-with-accounts';
import { openSqlStore } from '../store/open-store';
import { createSqlStaff } from './sql-staff';
import { createMemoryActivity } from '../../test-doubles/memory-activity';
import { MERCHANT_USAGE, MerchantUsageError, runMerchantCommand } from './staff-command';

const HOUR = 60 * 60 * 1000;
const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');

type Shop = Awaited<ReturnType<typeof listenWithBackOffice>>;
let shop: Shop;
afterEach(async () => {
  await shop?.close();
});

describe('npm run merchant (ADR-044)', () => {
  it('invites the first owner by mail: the link sets a password once, and signs them in as owner', async () => {
    shop = await listenWithBackOffice();
    const parts = { staff: shop.staff, activity: shop.activity, mailer: shop.mail.mailer, mailLinksTo: MAIL_LINKS_TO };
    const printed = await runMerchantCommand(parts, ['invite', 'First@Example.com', '--role', 'owner']);
    expect(printed).toEqual([
      'Invited first@example.com as owner: the link went by mail (memory).',
      expect.stringMatching(/^It works once, until \d{4}-\d\d-\d\dT.*Z; a new invitation ends it\.$/),
    ]);
    const [mail] = shop.mail.messages;
    expect(mail).toMatchObject({ to: 'first@example.com', subject: 'You are invited to run Shopfront as an owner' });
    const link = firstLinkIn(mail!.text);
    expect(link.origin + link.pathname).toBe(`${MAIL_LINKS_TO}/sell/welcome`);
    const token = link.searchParams.get('token')!;
    expect(printed.join('\n')).not.toContain(token);
    // on record as the command line's, without the token
    const [invited] = await shop.recorded();
    expect(invited).toMatchObject({
      actor: { id: 'command-line', email: 'npm run merchant' },
      subject: 'staff',
      action: 'invited',
      after: { email: 'first@example.com', role: 'owner' },
    });
    expect(JSON.stringify(invited)).not.toContain(token);

    const browser = shop.browser();
    const welcomed = await shop.send(browser, 'POST', '/api/sell/welcome', { token, password: 'chosen-pass' });
    expect(welcomed.status).toBe(200);
    expect(await (await shop.send(browser, 'GET', '/api/sell/me')).json()).toMatchObject({
      email: 'first@example.com',
      role: 'owner',
    });
    const second = await shop.send(shop.browser(), 'POST', '/api/sell/welcome', { token, password: 'another-pass' });
    expect(second.status).toBe(410);
    expect(await second.json()).toEqual({ error: STAFF_REFUSALS.invitation_spent, code: 'invitation_spent' });
    const signIn = (password: string) =>
      shop.send(shop.browser(), 'POST', '/api/auth/sign-in/email', { email: 'first@example.com', password });
    expect((await signIn('chosen-pass')).status).toBe(200);
    expect((await signIn('another-pass')).status).toBe(401);
    expect(await runMerchantCommand(parts, ['list'])).toEqual(['owner   first@example.com']);
  });

  it('refuses the link after 24 hours with a clear message, and a new invitation works', async () => {
    shop = await listenWithBackOffice();
    const parts = { staff: shop.staff, activity: shop.activity, mailer: shop.mail.mailer, mailLinksTo: MAIL_LINKS_TO };
    await runMerchantCommand(parts, ['invite', 'late@example.com', '--role', 'owner']);
    const token = shop.tokenMailedTo('late@example.com');
    expect(await runMerchantCommand(parts, ['list'])).toEqual([
      'Nobody is staff yet: invite the first owner with npm run merchant -- invite <e-mail> --role owner.',
      expect.stringMatching(/^owner {3}late@example\.com \(invited, until .*\)$/),
    ]);
    shop.advance(24 * HOUR);
    const late = await shop.send(shop.browser(), 'POST', '/api/sell/welcome', { token, password: 'chosen-pass' });
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({
      error: 'This invitation has expired or has already been used. Please ask an owner for a new one.',
      code: 'invitation_spent',
    });
    await runMerchantCommand(parts, ['invite', 'late@example.com', '--role', 'owner']);
    const welcomed = await shop.send(shop.browser(), 'POST', '/api/sell/welcome', {
      token: shop.tokenMailedTo('late@example.com'),
      password: 'chosen-pass',
    });
    expect(welcomed.status).toBe(200);
  });

  it.each([
    [[], MERCHANT_USAGE],
    [['invite'], MERCHANT_USAGE],
    [['invite', 'a@example.com'], MERCHANT_USAGE],
    [['invite', 'a@example.com', '--role'], MERCHANT_USAGE],
    [['list', 'all'], MERCHANT_USAGE],
    [['invite', 'not-an-address', '--role', 'owner'], 'The email must be an e-mail address of at most 254 characters.'],
    [['invite', 'a@example.com', '--role', 'admin'], 'The role must be "owner" or "staff".'],
  ])('refuses %j with a message that says what would do', async (args, message) => {
    const staff = createSqlStaff(openSqlStore(':memory:'));
    const mailer = { where: 'nowhere', send: () => Promise.reject(new Error('no mail expected')), close: () => undefined };
    await expect(
      runMerchantCommand({ staff, activity: createMemoryActivity(), mailer, mailLinksTo: MAIL_LINKS_TO }, args),
    ).rejects.toEqual(new MerchantUsageError(message));
    expect(await staff.invitations()).toEqual([]);
  });

  it('mails to the outbox from the command line, prints where the mail went, and lists the invitation', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-merchant-command-'));
    const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, VITE_SITE_URL: 'https://shop.example' };
    const merchant = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'server/merchant-command.ts', ...args], { cwd: root, env });
    const { stdout } = await merchant('invite', 'first@example.com', '--role', 'owner');
    expect(stdout).toContain(
      `Invited first@example.com as owner: the link went by mail (.eml files in ${join(dataDir, 'outbox')}).`,
    );
    expect(stdout).toContain(`(${join(dataDir, 'shop.db')})`);
    const [file] = readdirSync(join(dataDir, 'outbox'));
    const mail = await parseMail(readFileSync(join(dataDir, 'outbox', file!)));
    expect(mail.to).toBe('first@example.com');
    expect(firstLinkIn(mail.text).href).toMatch(/^https:\/\/shop\.example\/sell\/welcome\?token=[A-Za-z0-9_-]{43}$/);

    const { stdout: listed } = await merchant('list');
    expect(listed).toContain('owner   first@example.com (invited, until ');
    expect(listed + stdout).not.toMatch(/password/i);
    const refused = merchant('invite', 'first@example.com', '--role', 'boss');
    await expect(refused).rejects.toMatchObject({ code: 1, stderr: 'The role must be "owner" or "staff".\n' });
  });
});
