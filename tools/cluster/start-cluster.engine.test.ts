import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../local-shop/engines';

const root = join(import.meta.dirname, '..', '..');

// `npm run start:cluster` (docs/deploy.md §6): its own PostgreSQL and Redis, two instances, a proxy
describe('the cluster on one machine', { timeout: 120_000 }, () => {
  let output = '';
  let cluster: ReturnType<typeof spawn> | undefined;
  let squatter: Server | undefined;
  const printed = async (pattern: RegExp) => {
    for (let tries = 0; tries < 600 && !pattern.test(output); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const match = pattern.exec(output);
    if (!match) throw new Error(`the cluster never printed ${pattern}:\n${output}`);
    return match;
  };
  afterAll(async () => {
    squatter?.close();
    if (!cluster || cluster.exitCode !== null) return;
    const ended = new Promise((resolve) => cluster!.once('exit', resolve));
    cluster.kill('SIGTERM');
    await ended;
  });

  it('starts an instance that ended again, and serves throughout', async () => {
    const port = await freePort();
    // another program holds instance 2's port: it takes a free one instead
    squatter = createServer();
    await new Promise<void>((resolve) => squatter!.once('error', () => resolve()).listen(port + 2, () => resolve()));
    cluster = spawn(process.execPath, ['--import', 'tsx', 'tools/cluster/start-cluster.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        INSTANCES: '2',
        STATIC_DIR: 'no-built-shop',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cluster.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await printed(new RegExp(`Shopfront on http://localhost:${port}: 2 instances`));
    await printed(new RegExp(`Instance 2: port ${port + 2} is in use; taking a free port instead`));
    // each instance names the proxy as the shop's address, and its mail links there (issue 55)
    await printed(
      new RegExp(`\\[1\\] Shopfront instance on http://localhost:\\d+, serving the shop at http://localhost:${port}`),
    );
    await printed(new RegExp(`\\[1\\] Links in e-mail: http://localhost:${port}\\n`));
    const pid = Number((await printed(/Instance 1 \(pid (\d+)\) on/))[1]);

    process.kill(pid, 'SIGKILL');
    await printed(/Instance 1 ended \(signal SIGKILL\); starting it again in 1 s/);
    const [, back, origin] = await printed(/Instance 1 \(pid (\d+)\) is back on (\S+)/);
    expect(Number(back)).not.toBe(pid);

    const probe = await fetch(`${origin}/readyz`);
    expect(probe.status).toBe(200);
    expect(await probe.json()).toMatchObject({ status: 'ready', allowance: 'shared in Redis' });
    // through the proxy, both instances answer, instance 2 on the port it took
    const instance2 = (await printed(/Instance 2 \(pid \d+\) on (\S+)/))[1]!;
    expect(instance2).not.toBe(`http://127.0.0.1:${port + 2}`);
    for (let turn = 0; turn < 4; turn += 1) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});
