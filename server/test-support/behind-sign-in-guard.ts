import { Hono, type MiddlewareHandler } from 'hono';

/** A request from a client at `address` (as the Node server reports the peer). */
export const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/**
 * A stand-in for better-auth behind the sign-in guard's `middleware`, as app.ts mounts them: a
 * sign-in with the password 'right' answers 200 and any other 401, a body that is not JSON 400,
 * any other endpoint 200. `reached` lists the paths of the requests the guard let through.
 */
export function behindSignInGuard(middleware: MiddlewareHandler) {
  const app = new Hono();
  const reached: string[] = [];
  app.use('/api/auth/*', middleware);
  app.all('/api/auth/*', async (c) => {
    reached.push(c.req.path);
    // the guard read a copy: the body is still here
    const body = (await c.req.json().catch(() => null)) as { password?: unknown } | null;
    if (!body) return c.json({ code: 'BAD_REQUEST' }, 400);
    if (!c.req.path.startsWith('/api/auth/sign-in/')) return c.json({ status: true });
    return body.password === 'right' ? c.json({ user: {} }) : c.json({ code: 'INVALID_EMAIL_OR_PASSWORD' }, 401);
  });
  /** POST `body` (sent as it is when a string, else as JSON) from a client at `address`. */
  const post = (path: string, address: string, body: unknown) =>
    app.request(
      path,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      from(address),
    );
  const signIn = (address: string, password: string, email = 'ada@example.com') =>
    post('/api/auth/sign-in/email', address, { email, password });
  return { post, signIn, reached };
}

/** The statuses of requests sent one after the other. */
export async function statusesOf(requests: (() => Response | Promise<Response>)[]): Promise<number[]> {
  const statuses = [];
  for (const send of requests) statuses.push((await send()).status);
  return statuses;
}

export const times = <T>(count: number, make: () => T): T[] => Array.from({ length: count }, make);
