// `npm run build`: the shop for its server (client build, pre-render build, pre-rendered pages,
// precompressed files in dist/), or with OFFLINE_DEMO=1 the offline demo in dist-demo/ (ADR-012),
// which renders on the client and is served as plain files. Both end with the server as
// JavaScript in dist-server/, which holds `npm run serve` for either (ADR-040).
import { spawnSync } from 'node:child_process';
import { offlineDemoSelected } from './offline-demo-switch';
import { serverBundleStep, shopBuildSteps, vite } from './shop-build-steps';

const demoSteps = [{ what: 'vite build (offline demo)', command: [vite, 'build'] }, serverBundleStep('dist')];

let steps: ReturnType<typeof shopBuildSteps>;
try {
  steps = offlineDemoSelected(process.env) ? demoSteps : shopBuildSteps();
} catch (error) {
  console.error(`Cannot build the shopfront: ${(error as Error).message}`);
  process.exit(1);
}

for (const { command } of steps) {
  const [program, ...args] = command;
  const { status } = spawnSync(program!, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
