// `node --import tsx tools/build/serve-static.ts [dir] [port]`: the static file server alone, for the
// offline demo's browser test. A file of its own, not a "run as a script" check in static-server.ts:
// `npm run serve` bundles that module (ADR-040), and in a bundle such a check holds for every module.
import type { AddressInfo } from 'node:net';
import { serveStatic } from './static-server';

const [dir = 'dist-demo', port = process.env.PORT ?? '3000'] = process.argv.slice(2);
const server = await serveStatic(dir, Number(port));
console.log(`Serving ${dir} on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
