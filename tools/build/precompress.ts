// Build step, last: a brotli (.br) and a gzip (.gz) copy beside each text file of the build, made
// once at the highest levels, so that the server negotiates them instead of compressing every
// response as it goes. `node --import tsx tools/build/precompress.ts [dist]`
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MIN_COMPRESSED_BYTES } from '../../server/site/encoded-body';
import { COMPRESSIBLE_EXTENSIONS as COMPRESSIBLE } from '../../server/site/static';

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotli: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for await (const file of filesUnder(resolve(dir))) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || (await stat(file)).size < MIN_COMPRESSED_BYTES) continue;
    const body = await readFile(file);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    // a copy no smaller than the file is not worth a second round of negotiation
    if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < body.length) await writeFile(`${file}.gz`, gzip);
    totals.files += 1;
    totals.bytes += body.length;
    totals.brotli += Math.min(brotli.length, body.length);
    totals.gzip += Math.min(gzip.length, body.length);
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const { files, bytes, brotli, gzip } = await precompress(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`Precompressed ${files} files in ${dir}: ${kb(bytes)} -> brotli ${kb(brotli)}, gzip ${kb(gzip)}`);
}
