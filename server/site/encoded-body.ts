import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The encodings the server sends, best first. The build makes a copy of each of its text files in
 * both (tools/build/precompress.ts); the API's fixed answers are encoded once, when first asked for.
 */
export const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type Encoding = (typeof ENCODINGS)[number]['encoding'];

/** below this, the headers of a compressed answer outweigh what it saves */
export const MIN_COMPRESSED_BYTES = 1024;

/** One body, in each encoding worth sending, and the version its ETag names. */
export interface EncodedBody {
  plain: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  version: string;
}

/** The encodings the client accepts (a q of 0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The body in the best encoding the client accepts, with `headers` and those that describe the
 * bytes sent. Each encoding is tagged apart, so that a cache never hands one to a client that asked
 * for another; an answer that has encodings varies with Accept-Encoding.
 */
export function encodedResponse(body: EncodedBody, acceptEncoding: string | undefined, headers: Record<string, string>) {
  const accepted = acceptedEncodings(acceptEncoding);
  const encoding = ENCODINGS.find((candidate) => accepted.has(candidate.encoding) && body.encoded[candidate.encoding])?.encoding;
  const bytes = encoding ? body.encoded[encoding]! : body.plain;
  const sent: Record<string, string> = {
    ...headers,
    'Content-Length': String(bytes.length),
    ETag: `"${body.version}${encoding ? `-${encoding}` : ''}"`,
  };
  if (encoding) sent['Content-Encoding'] = encoding;
  if (Object.keys(body.encoded).length > 0) sent.Vary = 'Accept-Encoding';
  // zlib's and readFile's buffers own plain ArrayBuffers
  return new Response(bytes as Buffer<ArrayBuffer>, { headers: sent });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Past this size a body is encoded at a middle level: the highest would hold a request for seconds. */
const LARGE_BODY = 256 * 1024;

/** Encodes `plain` in every encoding that makes it smaller (off the event loop), tagged by its content. */
async function encodeBody(plain: Buffer): Promise<EncodedBody> {
  const large = plain.length > LARGE_BODY;
  const encoded: EncodedBody['encoded'] = {};
  if (plain.length >= MIN_COMPRESSED_BYTES) {
    const [br, gz] = await Promise.all([
      brotli(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: large ? 5 : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      }),
      gzipped(plain, { level: large ? constants.Z_DEFAULT_COMPRESSION : constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < plain.length) encoded.br = br;
    if (gz.length < plain.length) encoded.gzip = gz;
  }
  return { plain, encoded, version: createHash('sha1').update(plain).digest('hex').slice(0, 20) };
}

/**
 * Answers that never change while the server runs (the catalogue and its pictures, a page drawn
 * for a version of the catalogue), each made and encoded once, when first asked for, instead of
 * compressed and hashed on every request. At most `limit` are kept, the one unused longest dropped
 * first, so that a large catalogue or made-up paths cannot fill the memory while the whole list,
 * asked for all the time, stays.
 */
export function createAnswerCache(limit: number) {
  // a Map keeps its keys in the order they were set: the first is the one unused longest
  const bodies = new Map<string, Promise<EncodedBody>>();
  return (key: string, make: () => string | Promise<string>): Promise<EncodedBody> => {
    let body = bodies.get(key);
    if (body) {
      bodies.delete(key);
    } else {
      body = Promise.resolve()
        .then(make)
        .then((text) => encodeBody(Buffer.from(text)));
      // an answer that could not be encoded is made again next time
      body.catch(() => bodies.delete(key));
    }
    bodies.set(key, body);
    if (bodies.size > limit) bodies.delete(bodies.keys().next().value!);
    return body;
  };
}
