import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Logger } from '../log/log';
import { composeMail } from './compose-mail';
import type { Mailer } from './mailer';

/**
 * A shop on one machine needs no mail server: each message is written to `folder` as one `.eml`
 * file, which any mail program opens, and the file and the message's link are named in the log.
 */
export function createOutboxMailer({ folder, from, logger }: { folder: string; from: string; logger: Logger }): Mailer {
  const outbox = resolve(folder);
  return {
    where: `.eml files in ${outbox}`,
    async send(message) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      // written whole or not at all: a reader never finds half a message
      const partial = join(outbox, `.${name}.partial`);
      const text = await composeMail(from, message);
      try {
        await writeFile(partial, text);
      } catch (error) {
        // the folder is made when the first message finds it missing, not looked for every time
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(outbox, { recursive: true });
        await writeFile(partial, text);
      }
      await rename(partial, join(outbox, name));
      const link = message.link ? `; its link: ${message.link}` : '';
      logger.info(`Mail to ${message.to} ("${message.subject}") written to ${join(outbox, name)}${link}`);
    },
    close: () => undefined,
  };
}
