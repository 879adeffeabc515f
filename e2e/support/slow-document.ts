import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server in front of the shop that sends the page at `path` in two pieces, cut before `cutBefore`,
 * with a pause between them, as a slow phone network does; everything else passes through. Lets a
 * test see what the browser paints from a page it has only half read.
 */
export async function slowDocument(shopOrigin: string, path: string, cutBefore: string, pauseMs = 800) {
  const html = await (await fetch(shopOrigin + path)).text();
  const cut = html.indexOf(cutBefore);
  if (cut < 0) throw new Error(`'${cutBefore}' is not in ${path}`);
  const server = http.createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), pauseMs);
      return;
    }
    const upstream = http.request(shopOrigin + request.url, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    // a connection the shop drops ends the browser's request too, instead of throwing in the test
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
