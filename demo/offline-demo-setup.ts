import type { ShopSetup } from '../src/app/config';
import { OfflineDemoBanner } from './OfflineDemoBanner';
import { createOfflineDemoPorts } from './offline-demo-ports';

/** The offline demo as a setup of the shop (ADR-012): ports that need no server, and a banner saying so. */
export const offlineDemoSetup: ShopSetup = {
  buildPorts: async () => createOfflineDemoPorts(),
  banner: OfflineDemoBanner,
};
