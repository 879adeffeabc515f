// `npm run build`: the shop for its server (client build, pre-render build, pre-rendered pages,
// precompressed files in dist/), or with OFFLINE_DEMO=1 the offline demo in dist-demo/ (ADR-012),
// which renders on the client and is served as plain files.
import { spawnSync } from 'node:child_process';
import { offlineDemoSelected } from './offline-demo-switch';

const shopSteps = [
  'vite build',
  'vite build -c vite.ssr.config.ts',
  'node --import tsx tools/prerender/prerender-pages.ts',
  'node --import tsx tools/build/precompress.ts dist',
];
const demoSteps = ['vite build'];

let steps: string[];
try {
  steps = offlineDemoSelected(process.env) ? demoSteps : shopSteps;
} catch (error) {
  console.error(`Cannot build the shopfront: ${(error as Error).message}`);
  process.exit(1);
}

// npm puts node_modules/.bin on the PATH of its scripts, as it did when these steps were one script
for (const step of steps) {
  const { status } = spawnSync(step, { shell: true, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
