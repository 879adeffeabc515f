import type { MailMessage, Mailer } from '../mail/mailer';

/** A mailer that keeps what it is given, and can be told to fail, as a mail server that is down. */
export function createMemoryMailer() {
  const messages: MailMessage[] = [];
  let failing = false;
  const mailer: Mailer = {
    where: 'memory',
    async send(message) {
      if (failing) throw new Error('the mail server is down');
      messages.push({ ...message });
    },
    close: () => undefined,
  };
  return {
    mailer,
    messages,
    fail(down: boolean) {
      failing = down;
    },
  };
}
