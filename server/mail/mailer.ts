/** The shop's sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Shopfront <orders@shopfront.localhost>';

/** One e-mail the shop sends: plain text, to one shopper. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The one address the message is for (also in its text): the outbox names it in the log, so that
   * a shop without a mail server can follow a reset link or see a receipt's order (ADR-030)
   */
  link?: string;
  /**
   * The message's own Message-ID: a message sent twice (an instance that died between sending and
   * marking it sent) carries the same one, which mail programs show once
   */
  messageId?: string;
}

/**
 * Where the shop's e-mail goes (ADR-030): an SMTP server when `SMTP_URL` is set, else `.eml` files in
 * `DATA_DIR/outbox/`. Resolves once the message is handed over (to the server, or to the disk).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** where the mail goes, fit for the start-up log (never a password) */
  where: string;
  close(): void;
}
