import { SMTPServer } from 'smtp-server';
import { freePort } from '../../tools/local-shop/engines';

/**
 * A real SMTP server on a free loopback port that keeps every message it accepts, asking for the
 * given user and password: what the shop's mail goes through in tests.
 */
export async function startSmtpSink({ user = 'shop', password = 'secret' } = {}) {
  const raw: Buffer[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        raw.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    raw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
