// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAnswerCache, encodedResponse } from './encoded-body';

const LIST = JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id, title: `Product ${id}` })));

describe('answers made once', () => {
  it('makes each answer once, however often it is asked for', async () => {
    const answers = createAnswerCache(10);
    let made = 0;
    const make = () => {
      made += 1;
      return LIST;
    };
    const first = await answers('all', make);
    const again = await answers('all', make);
    expect(made).toBe(1);
    expect(again).toBe(first);
  });

  it('keeps at most its limit, dropping the one unused longest', async () => {
    const answers = createAnswerCache(2);
    const made: string[] = [];
    const make = (key: string) => () => {
      made.push(key);
      return key;
    };
    // 'all' is asked for again before 'c' comes, so 'b' is the one dropped
    for (const key of ['all', 'b', 'all', 'c', 'all', 'b']) await answers(key, make(key));
    expect(made).toEqual(['all', 'b', 'c', 'b']);
  });

  it('sends brotli, then gzip, then the plain bytes, as the client accepts them, each tagged apart', async () => {
    const body = await createAnswerCache(1)('all', () => LIST);
    const send = (encoding: string) => encodedResponse(body, encoding, { 'Content-Type': 'application/json' });

    const br = send('gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(LIST);
    const gzip = send('gzip, br;q=0');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(LIST);
    const plain = send('identity');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(LIST);

    for (const answer of [br, gzip, plain]) {
      expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('Content-Type')).toBe('application/json');
    }
    expect(new Set([br, gzip, plain].map((answer) => answer.headers.get('ETag'))).size).toBe(3);
  });

  it('leaves a small answer as it is, and tags it by its content', async () => {
    const answers = createAnswerCache(3);
    const small = encodedResponse(await answers('small', () => '[1,2,3]'), 'br, gzip', {});
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(small.headers.get('Vary')).toBeNull();
    expect(await small.text()).toBe('[1,2,3]');
    const same = encodedResponse(await answers('same', () => '[1,2,3]'), 'br, gzip', {});
    const other = encodedResponse(await answers('other', () => '[1,2,4]'), 'br, gzip', {});
    expect(same.headers.get('ETag')).toBe(small.headers.get('ETag'));
    expect(other.headers.get('ETag')).not.toBe(small.headers.get('ETag'));
  });
});
