import { simpleParser, type AddressObject } from 'mailparser';
import type { MailMessage } from '../mail/mailer';

const firstAddress = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to[0] : to)?.value[0]?.address ?? '';

/** A message as an SMTP server or a mail program reads it (RFC 5322), back to what was sent. */
export async function parseMail(raw: Buffer | string): Promise<MailMessage & { from: string }> {
  const mail = await simpleParser(raw);
  return {
    to: firstAddress(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    from: mail.from?.text ?? '',
    ...(mail.messageId && { messageId: mail.messageId }),
  };
}

/** The first line of a mail's text that is a web address: the link a shopper would follow. */
export const firstLinkIn = (text: string): URL =>
  new URL(
    text
      .split('\n')
      .find((line) => /^https?:\/\//.test(line.trim()))!
      .trim(),
  );
