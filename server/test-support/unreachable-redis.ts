import { createServer, type AddressInfo } from 'node:net';

/**
 * An address where Redis cannot be reached: every connection is closed as soon as it is made,
 * before a word is said, so a client never gets a ready connection. Unlike a port nobody listens
 * on, it counts the attempts, so a test can wait for a client's reconnections rather than for a
 * guessed time.
 */
export async function startUnreachableRedis() {
  let attempts = 0;
  const server = createServer((socket) => {
    attempts += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** connections made to it so far */
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
