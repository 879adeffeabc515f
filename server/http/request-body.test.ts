// @vitest-environment node
import { Hono } from 'hono';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../test-support/listen';
import { jsonBodyUpTo } from './request-body';

const app = new Hono();
app.post('/echo', async (c) => {
  const json = await jsonBodyUpTo(c, 100);
  return json.refused ?? c.json({ got: json.body });
});

/** Sends `body` without a Content-Length (chunked), as a client streaming it would. */
const sendChunked = (baseUrl: string, chunks: string[]) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(`${baseUrl}/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode!, body }));
    });
    sent.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
    for (const chunk of chunks) sent.write(chunk);
    sent.end();
  });

describe.each([
  ['a web Request', () => ({ baseUrl: '', close: async () => undefined })],
  ['the Node server', () => listen(app.fetch)],
])('a JSON body read from %s', (_, serve) => {
  let server: { baseUrl: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await serve();
  });
  afterAll(() => server.close());
  const post = (body: string) =>
    server.baseUrl
      ? fetch(`${server.baseUrl}/echo`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
      : app.request('/echo', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

  it('is parsed whole, in any characters', async () => {
    const answer = await post('{"note":"crème brûlée, 🍰"}');
    expect(await answer.json()).toEqual({ got: { note: 'crème brûlée, 🍰' } });
  });

  it('is refused with 413 past the limit, the connection said to close', async () => {
    const answer = await post(JSON.stringify({ note: 'x'.repeat(200) }));
    expect(answer.status).toBe(413);
    expect(answer.headers.get('Connection')).toBe('close');
    expect(await answer.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('is refused with 400 when it is not JSON', async () => {
    const answer = await post('{"note":');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('a body streamed to the Node server without its length', () => {
  let server: { baseUrl: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await listen(app.fetch);
  });
  afterAll(() => server.close());

  it('is read from its chunks', async () => {
    expect(await sendChunked(server.baseUrl, ['{"note":', '"in two"}'])).toEqual({
      status: 200,
      body: '{"got":{"note":"in two"}}',
    });
  });

  it('is refused as soon as it grows past the limit', async () => {
    const answer = await sendChunked(server.baseUrl, ['{"note":"', 'x'.repeat(80), 'x'.repeat(80), '"}']);
    expect(answer).toEqual({ status: 413, body: '{"error":"The request body is too large."}' });
  });
});
