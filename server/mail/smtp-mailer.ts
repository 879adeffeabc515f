import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Mail through an SMTP server (`SMTP_URL`: smtp://user:password@host:587, or smtps:// for TLS from the start). */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  // a stalled server gives up long before a receipt's claim lapses (ADR-030), so that another
  // instance never sends the same receipt while this one still waits
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    where: `SMTP at ${new URL(url).host}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
