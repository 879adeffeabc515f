// `npm run serve`: the last build, by the shop's server, or with OFFLINE_DEMO=1 the offline demo
// (ADR-012) by a plain static file server, on PORT (3000 unless set).
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { offlineDemoSelected } from './offline-demo-switch';
import { serveStatic } from './static-server';

const demoDir = 'dist-demo';

let offlineDemo: boolean;
try {
  offlineDemo = offlineDemoSelected(process.env);
} catch (error) {
  console.error(`Cannot start the shopfront: ${(error as Error).message}`);
  process.exit(1);
}

if (!offlineDemo) {
  await import('../../server/main');
} else if (!existsSync(`${demoDir}/index.html`)) {
  console.error(
    `No offline demo in ${demoDir}/: build it with \`OFFLINE_DEMO=1 npm run build\` (OFFLINE_DEMO=1 npm start does).`,
  );
  process.exit(1);
} else {
  const server = await serveStatic(demoDir, Number(process.env.PORT) || 3000, 'localhost');
  console.log(`Shopfront offline demo on http://localhost:${(server.address() as AddressInfo).port}`);
}
