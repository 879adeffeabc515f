import { createRoot } from 'react-dom/client';
import '../src/shared/theme/global.css';
import { startOn } from '../src/startup/start';
import { DemoBanner } from './DemoBanner';
import { createDemoPorts } from './demo-ports';

// The offline demo's composition root (ADR-012): the shop of src/app on in-memory and browser
// adapters, with a banner above it saying so.
const bannerHost = document.createElement('div');
document.body.prepend(bannerHost);
createRoot(bannerHost).render(<DemoBanner />);

void startOn(async () => createDemoPorts());
