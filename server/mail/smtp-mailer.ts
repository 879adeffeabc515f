import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Mail through an SMTP server (`SMTP_URL`: smtp://user:password@host:587, or smtps:// for TLS from the start). */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    where: `SMTP at ${new URL(url).host}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
