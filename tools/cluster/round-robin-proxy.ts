import { request as forward, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A load balancer in miniature, for running several instances on one machine: each request goes to
 * the next instance in turn, with the client's address appended to X-Forwarded-For as proxies do
 * (the instances believe it with TRUST_PROXY_HOPS=1). An instance that refuses the connection
 * (stopped, restarting) is skipped; nothing reached it, so sending the request elsewhere is safe.
 * `upstreams` is read on every request: the caller changes it when an instance moves.
 */
export function startRoundRobinProxy(upstreams: string[], port: number, host = 'localhost'): Promise<Server> {
  let turn = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // read once: a request sent again to the next instance needs its body again
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');

    for (let tried = 0; tried < upstreams.length; tried += 1) {
      const upstream = new URL(upstreams[turn++ % upstreams.length]!);
      const refused = await new Promise<boolean>((done) => {
        const out = forward(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            done(false);
          },
        );
        out.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') return done(true);
          if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
          done(false);
        });
        out.end(body);
      });
      if (!refused) return;
    }
    res.writeHead(503, { 'Content-Type': 'text/plain' }).end('No instance is up.');
  }

  const server = createServer((req, res) => void handle(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
