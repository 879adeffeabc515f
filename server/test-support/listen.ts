import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves `fetch` on 127.0.0.1 at a free port, for tests that need a real HTTP server. */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        baseUrl: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // fetch keeps connections alive; without this, close waits for them to time out
            (server as Server).closeAllConnections();
          }),
      });
    });
  });
}
