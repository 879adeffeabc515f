import { buildPorts } from './build-ports';
import { readConfig, type ShopSetup } from './config';

/**
 * The setup this build was made for: the offline demo's own (ADR-012) when Vite built the demo,
 * else the adapters the environment names. The mode is spelled out rather than read from
 * `offlineDemoMode`: the bundler settles a comparison of two literals before it splits the code, so
 * the shop's build holds none of the demo's code and the demo's build none of the other adapters.
 */
export async function chooseShopSetup(): Promise<ShopSetup> {
  if (import.meta.env.MODE === 'offline-demo') return (await import('../../demo/offline-demo-setup')).offlineDemoSetup;
  return { buildPorts: () => buildPorts(readConfig(import.meta.env)) };
}
