import type { ShopSetup } from '../src/app/config';
import { DemoBanner } from './DemoBanner';
import { createDemoPorts } from './demo-ports';

/** The offline demo as a setup of the shop (ADR-012): ports that need no server, and a banner saying so. */
export const offlineDemoSetup: ShopSetup = {
  buildPorts: async () => createDemoPorts(),
  banner: DemoBanner,
};
