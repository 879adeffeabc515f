import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeServer } from '../../server/compose';
import { readConfig } from '../../server/config/config';
import { silentLogger } from '../../server/log/log';

/**
 * The shop's server as `npm start` composes it, serving the build in `distDir`, on a new SQL file
 * in a folder of its own: the server whose answers the build's checks and the bench count.
 */
export async function composedShop(distDir: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-composed-'));
  const shop = await composeServer(readConfig({ DATA_DIR: dataDir, STATIC_DIR: distDir }), {
    env: {},
    logger: silentLogger,
    staticDir: distDir,
  });
  await shop.ready;
  return {
    app: shop.app,
    async close() {
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
