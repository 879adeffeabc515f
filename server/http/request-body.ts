import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { isStorableJson, UNSTORABLE_TEXT } from './storable-text';

type Refused = { refused: Response };

const TOO_LARGE = 'The request body is too large.';

/**
 * Node's own request under the Node server (`c.env.incoming`), while nothing has turned it into a
 * web Request: reading it directly spares each request a Request, an AbortController and a web
 * stream, which under the checkout load were about 5 % of the server's main thread.
 */
const nodeRequestOf = (c: Context): IncomingMessage | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/** The bytes of `source` until its end, or null past `maxSize` (the rest is left unread). */
function readUpTo(source: IncomingMessage, maxSize: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      source.off('data', onData).off('end', onEnd).off('error', reject);
      source.pause();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxSize) return void chunks.push(chunk);
      stop();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    source.on('data', onData).on('end', onEnd).on('error', reject);
  });
}

/**
 * The web Request's body, or null past `maxSize` (tests' requests, a Request something made
 * already, and the offline demo's page, which has no Buffer).
 */
async function readWebUpTo(request: Request, maxSize: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxSize) return null;
    chunks.push(chunk);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

/**
 * The request body as text, or 413 past `maxSize` bytes: refused unread when its length says so,
 * else as soon as it grows past it. The rest is never read, so the connection cannot carry another
 * request: the answer says it closes.
 */
export async function bodyTextUpTo(c: Context, maxSize: number): Promise<{ text: string } | Refused> {
  const tooLarge = () => ({ refused: c.json({ error: TOO_LARGE }, 413, { Connection: 'close' }) });
  const length = c.req.header('Content-Length');
  if (length !== undefined && c.req.header('Transfer-Encoding') === undefined && Number(length) > maxSize) return tooLarge();
  const bytes = await bodyBytesUpTo(c, maxSize);
  return bytes === null ? tooLarge() : { text: new TextDecoder().decode(bytes) };
}

/**
 * The request body's bytes, or null as soon as it grows past `maxSize` (the rest is left unread,
 * so the answer should say the connection closes). Its declared length is the caller's to check.
 */
export async function bodyBytesUpTo(c: Context, maxSize: number): Promise<Uint8Array | null> {
  const node = nodeRequestOf(c);
  // a stream something already reads (flowing, or paused after it) is left to that reader's Request
  return node?.readableFlowing === null ? readUpTo(node, maxSize) : readWebUpTo(c.req.raw, maxSize);
}

/**
 * The request body as JSON, or the answer that refuses it: 413 past `maxSize` bytes, 400 when it
 * does not parse or holds text no store can keep. Whether it was sent as JSON is the caller's to check.
 */
export async function jsonBodyUpTo(c: Context, maxSize: number): Promise<{ body: unknown; refused?: undefined } | Refused> {
  const read = await bodyTextUpTo(c, maxSize);
  if ('refused' in read) return read;
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return { refused: c.json({ error: 'The request body is not valid JSON.' }, 400) };
  }
  if (!isStorableJson(body)) return { refused: c.json({ error: UNSTORABLE_TEXT }, 400) };
  return { body };
}
