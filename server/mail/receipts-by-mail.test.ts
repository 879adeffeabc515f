// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMail } from '../test-support/parse-mail';
import { checkOut, startServerProcess, type ServerProcess } from '../../tools/local-shop/server-process';
import { startSmtpSink } from '../test-support/smtp-sink';
import { signedUpShopper } from '../../tools/local-shop/signed-up-shopper';

// ADR-030, as an operator runs the shop: `npm run serve` with DATA_DIR, and with SMTP_URL.
/** What `read` finds, once it finds anything: the running server sends a receipt after its answer. */
function until<T>(read: () => T[]): Promise<T[]> {
  return vi.waitFor(
    () => {
      const found = read();
      if (found.length === 0) throw new Error('no receipt yet');
      return found;
    },
    { timeout: 20_000 },
  );
}

describe('a paid order’s receipt, from the running server', { timeout: 30_000 }, () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('is written to DATA_DIR/outbox when no mail server is configured, and the file is logged', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-receipts-'));
    server = await startServerProcess({ env: { DATA_DIR: dataDir, STATIC_DIR: 'no-built-shop' } });
    const checkout = await checkOut(
      () => server!.origin,
      await signedUpShopper(server.origin, 'ada'),
      'receipt-by-outbox-0123456789',
    );
    expect(checkout.paid).toBe(true);
    const outbox = join(dataDir, 'outbox');
    // the receipt leaves after the answer: the outbox is made when the first message is written
    const messages = () =>
      existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.eml')) : [];
    const [file] = await until(messages);
    const receipt = await parseMail(readFileSync(join(outbox, file!.name)));
    expect(receipt).toMatchObject({
      to: 'ada@example.com',
      subject: `Your order ${checkout.intentId} is paid`,
      // the same whichever instance sends it, however often: a mail program shows a resent receipt once
      messageId: `<receipt.${checkout.intentId}@localhost>`,
    });
    expect(receipt.text).toContain(`See your order: http://localhost:${server.port}/Orders/${checkout.intentId}`);
    expect(server.output()).toContain(`E-mail (receipts): .eml files in ${outbox}`);
    expect(server.output()).toContain(
      `written to ${join(outbox, file!.name)}; its link: http://localhost:${server.port}/Orders/${checkout.intentId}`,
    );
  });

  it('goes through the SMTP server in SMTP_URL, with the public address in its link', async () => {
    const sink = await startSmtpSink();
    try {
      server = await startServerProcess({
        env: {
          DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-receipts-')),
          STATIC_DIR: 'no-built-shop',
          SMTP_URL: sink.url,
          MAIL_FROM: 'Shop <orders@shop.example>',
          VITE_SITE_URL: 'https://shop.example',
        },
      });
      const checkout = await checkOut(
        () => server!.origin,
        await signedUpShopper(server.origin, 'bob', 'https://shop.example'),
        'receipt-by-smtp-0123456789',
      );
      const [raw] = await until(() => sink.raw);
      const receipt = await parseMail(raw!);
      expect(receipt).toMatchObject({ to: 'bob@example.com', from: expect.stringContaining('orders@shop.example') });
      expect(receipt.text).toContain(`See your order: https://shop.example/Orders/${checkout.intentId}`);
      expect(server.output()).toContain(`E-mail (receipts): SMTP at ${new URL(sink.url).host}`);
    } finally {
      await server?.stop();
      server = undefined;
      await sink.close();
    }
  });
});
