import { join } from 'node:path';
import type { Logger } from '../log/log';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** The mailer as configured: SMTP when `SMTP_URL` is set, else `.eml` files in `DATA_DIR/outbox/` (ADR-030). */
export function openMailer(
  { smtpUrl, mailFrom, dataDir }: { smtpUrl?: string; mailFrom: string; dataDir: string },
  logger: Logger,
): Mailer {
  if (smtpUrl) return createSmtpMailer({ url: smtpUrl, from: mailFrom });
  return createOutboxMailer({ folder: join(dataDir, 'outbox'), from: mailFrom, logger });
}
