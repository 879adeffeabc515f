// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../test-support/memory-logger';
import { createMemoryMailer } from '../test-support/memory-mailer';
import { mailerContract } from '../test-support/mailer-contract';
import { parseMail } from '../test-support/parse-mail';
import { startSmtpSink } from '../test-support/smtp-sink';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

const FROM = 'Shopfront <orders@shopfront.localhost>';
const emls = (folder: string) => {
  try {
    return readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

mailerContract('in memory', {
  async open() {
    const { mailer, messages } = createMemoryMailer();
    return { mailer, received: async () => messages, close: async () => undefined };
  },
});

mailerContract('an outbox folder', {
  async open() {
    const folder = join(mkdtempSync(join(tmpdir(), 'shop-outbox-')), 'outbox');
    const mailer = createOutboxMailer({ folder, from: FROM, logger: createMemoryLogger().logger });
    const received = async () =>
      Promise.all(
        emls(folder).map(async (name) => {
          const { to, subject, text } = await parseMail(readFileSync(join(folder, name)));
          return { to, subject, text };
        }),
      );
    return { mailer, received, close: async () => mailer.close() };
  },
});

mailerContract('an SMTP server', {
  async open() {
    const sink = await startSmtpSink();
    const mailer = createSmtpMailer({ url: sink.url, from: FROM });
    const received = async () =>
      Promise.all(
        sink.raw.map(async (raw) => {
          const { to, subject, text } = await parseMail(raw);
          return { to, subject, text };
        }),
      );
    return {
      mailer,
      received,
      close: async () => {
        mailer.close();
        await sink.close();
      },
    };
  },
});

describe('the outbox', () => {
  it('writes each message whole as one .eml file from the shop, and names it in the log', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'shop-outbox-')), 'outbox');
    const log = createMemoryLogger();
    const mailer = createOutboxMailer({ folder, from: FROM, logger: log.logger });
    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hi' });
    const [name] = emls(folder);
    expect(readdirSync(folder)).toEqual([name]);
    expect(await parseMail(readFileSync(join(folder, name!)))).toMatchObject({
      from: expect.stringContaining('orders@shopfront.localhost'),
      to: 'ada@example.com',
    });
    expect(log.lines).toEqual([`Mail to ada@example.com ("Hello") written to ${join(folder, name!)}`]);
  });

  it('names the message’s link in the log beside the file, so a shop without a mail server can follow it', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'shop-outbox-')), 'outbox');
    const log = createMemoryLogger();
    const link = 'http://localhost:3000/reset-password?token=abc';
    await createOutboxMailer({ folder, from: FROM, logger: log.logger }).send({
      to: 'ada@example.com',
      subject: 'Hi',
      text: link,
      link,
    });
    expect(log.lines).toEqual([`Mail to ada@example.com ("Hi") written to ${join(folder, emls(folder)[0]!)}; its link: ${link}`]);
  });
});

describe('SMTP', () => {
  it('fails a send the server refuses (wrong password), and names the server without the password', async () => {
    const sink = await startSmtpSink();
    const mailer = createSmtpMailer({ url: sink.url.replace(':secret@', ':wrong@'), from: FROM });
    try {
      await expect(mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hi' })).rejects.toThrow(/Invalid|auth/i);
      expect(mailer.where).toBe(`SMTP at ${new URL(sink.url).host}`);
      expect(sink.raw).toEqual([]);
    } finally {
      mailer.close();
      await sink.close();
    }
  });
});
