import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage, Mailer } from '../mail/mailer';

/** What the contract needs of an adapter: a mailer, and what reached the other end so far. */
export interface MailerHarness {
  open(): Promise<{ mailer: Mailer; received(): Promise<MailMessage[]>; close(): Promise<void> }>;
}

/** What `read` finds, once it finds at least `count` messages. */
function until<T>(read: () => Promise<T[]>, count: number): Promise<T[]> {
  return vi.waitFor(
    async () => {
      const found = await read();
      if (found.length < count) throw new Error(`${found.length} of ${count} messages received so far`);
      return found;
    },
    { timeout: 10_000, interval: 20 },
  );
}

const RECEIPT: MailMessage = {
  to: 'ada@example.com',
  subject: 'Your order pi_demo_1 is paid',
  text: 'Thank you for your order.\n\n1 x Café lamp — “Lumière” 💡: $849.99\n\nOrder total: $849.99\n',
};

/** The mailer port's contract (ADR-030): every adapter passes it. */
export function mailerContract(name: string, harness: MailerHarness) {
  describe(`the mailer port: ${name}`, () => {
    let opened: { close(): Promise<void> } | undefined;
    afterEach(async () => {
      await opened?.close();
      opened = undefined;
    });

    it('hands over a message with its recipient, subject and text, any characters kept', async () => {
      const end = await harness.open();
      opened = end;
      await end.mailer.send(RECEIPT);
      const [received] = await until(end.received, 1);
      expect(received).toEqual(RECEIPT);
    });

    it('hands over each of several messages sent at once, once', async () => {
      const end = await harness.open();
      opened = end;
      const sent = Array.from({ length: 5 }, (_, index) => ({ ...RECEIPT, to: `shopper-${index}@example.com` }));
      await Promise.all(sent.map((message) => end.mailer.send(message)));
      const received = await until(end.received, 5);
      expect(received.map((message) => message.to).sort()).toEqual(sent.map((message) => message.to).sort());
    });

    it('names where it sends mail, without a password', async () => {
      const end = await harness.open();
      opened = end;
      expect(end.mailer.where).not.toMatch(/secret/);
    });
  });
}
