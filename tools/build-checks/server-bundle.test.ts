import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLOUD_INSTALL_COMMAND } from '../../server/config/cloud-install';
import { freePort } from '../local-shop/engines';
import { checkOut } from '../local-shop/server-process';
import { signedUpShopper } from '../local-shop/signed-up-shopper';
import { productionPackages, thisPlatform, type PackageLock } from '../checks/production-install';

// ADR-040: the built server runs with plain node on the production install alone. Each run copies
// dist-server/ into a folder of its own beside the packages `npm ci --omit=dev` installs and
// nothing else, so that a package the bundle should carry but left out fails here.

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as PackageLock;
const places: string[] = [];
const LISTENING = 'Shopfront on http://';
afterAll(() => places.forEach((place) => rmSync(place, { recursive: true, force: true })));

/** A host after `npm ci --omit=dev` and `npm run build`, and after the cloud install when asked. */
function productionHost({ cloudInstall }: { cloudInstall: boolean }) {
  const place = mkdtempSync(join(tmpdir(), 'shopfront-built-server-'));
  places.push(place);
  // its link to the cloud install as the build made it: to server/cloud/node_modules beside it
  cpSync('dist-server', join(place, 'dist-server'), { recursive: true, verbatimSymlinks: true });
  // each package the production install has (nested ones come with their parent), and the SDKs
  const links = productionPackages(lock, thisPlatform())
    .filter((folder) => !folder.includes('/node_modules/'))
    .map((folder) => ({ link: folder, to: folder }));
  if (cloudInstall)
    for (const sdk of ['stripe', 'firebase-admin'])
      links.push({ link: `server/cloud/node_modules/${sdk}`, to: `node_modules/${sdk}` });
  for (const { link, to } of links) {
    mkdirSync(dirname(join(place, link)), { recursive: true });
    symlinkSync(resolve(to), join(place, link));
  }
  return place;
}

/**
 * Runs `node dist-server/{program}.js` in `place` until it listens (then asks `whileUp`) or exits:
 * `serve`, as `npm run serve` starts it, or `main`, the server alone, as a container does.
 */
async function startBuilt(
  place: string,
  program: 'serve' | 'main',
  env: Record<string, string>,
  whileUp: (origin: string) => Promise<void> = async () => undefined,
) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', `dist-server/${program}.js`], {
    cwd: place,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), STATIC_DIR: resolve('dist'), DATA_DIR: join(place, 'data'), ...env },
  });
  let output = '';
  let failure: unknown;
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const read = (chunk: Buffer) => {
    const listenedBefore = output.includes(LISTENING);
    output += chunk.toString();
    if (!listenedBefore && output.includes(LISTENING))
      void whileUp(`http://127.0.0.1:${port}`)
        .catch((error: unknown) => (failure = error))
        .finally(() => child.kill('SIGTERM'));
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const code = await exited;
  if (failure) throw failure;
  return { output, code };
}

describe('the built server (dist-server/) on the production install', { timeout: 30_000 }, () => {
  it('starts with plain node as npm run serve does, signs a shopper up and takes their test-mode checkout', async () => {
    const answers: Record<string, unknown> = {};
    const { output } = await startBuilt(productionHost({ cloudInstall: false }), 'serve', {}, async (origin) => {
      answers.health = (await fetch(`${origin}/healthz`)).status;
      answers.checkout = await checkOut(() => origin, await signedUpShopper(origin, 'built-server'), 'built-server-checkout-1');
    });
    expect(answers.health, output).toBe(200);
    expect(answers.checkout).toMatchObject({ paid: true, statuses: [200, 200] });
    expect(output).toContain('Payments: embedded test-mode processor');
  });

  const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };

  it('stops in the Stripe configuration without the cloud install, naming the command that installs it', async () => {
    const { output, code } = await startBuilt(productionHost({ cloudInstall: false }), 'main', stripe);
    expect(code).toBe(1);
    expect(output).toContain(`needs the package stripe, which is not installed: run \`${CLOUD_INSTALL_COMMAND}\``);
  });

  it('finds the cloud install through dist-server/node_modules', async () => {
    const { output } = await startBuilt(productionHost({ cloudInstall: true }), 'main', stripe);
    expect(output).toContain('Payments: Stripe (test mode)');
  });
});
