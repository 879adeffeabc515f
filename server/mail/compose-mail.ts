import nodemailer from 'nodemailer';
import type { MailMessage } from './mailer';

// builds the message as it would be sent, without sending it anywhere
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The whole message, headers and body, as an SMTP server would receive it (RFC 5322). */
export async function composeMail(from: string, message: MailMessage): Promise<Buffer> {
  const { message: raw } = await composer.sendMail({ from, ...message });
  return raw as Buffer;
}
