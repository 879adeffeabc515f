import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInCatalogEntries } from '../server/catalog/built-in-products';
import { offlineDemoMode } from '../src/app/config';
import { createApp } from '../src/app/create-app';
import { chooseShopSetup } from '../src/app/shop-setup';
import { offlineDemoSetup } from './offline-demo-setup';

async function openDemo(url: string) {
  const ports = await offlineDemoSetup.buildPorts();
  const app = createApp(ports, {
    history: createMemoryHistory({ initialEntries: [url] }),
    banner: offlineDemoSetup.banner,
  });
  render(<app.App />);
  await act(() => app.router.load());
}

describe('the offline demo, a setup of the shop', () => {
  it.each(['/', '/products/1'])('says above the page at %s that it is a demo and which card pays', async (url) => {
    await openDemo(url);
    const banner = screen.getByRole('region', { name: 'Demo' });
    expect(banner).toHaveTextContent(
      'Demo shop: nothing is sent anywhere, and nothing the back office changes is kept past a reload; pay with the test card 4242 4242 4242 4242',
    );
    // before the shop's own header, outside it
    const header = screen.getAllByRole('banner')[0]!;
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the built-in catalog's products", async () => {
    const first = builtInCatalogEntries().find((entry) => entry.product.id === 1)!.product;
    await openDemo('/products/1');
    expect(await screen.findByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
  });
});

describe('the setup the shop starts on', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the offline demo in the mode the demo is built in', async () => {
    vi.stubEnv('MODE', offlineDemoMode);
    expect(await chooseShopSetup()).toBe(offlineDemoSetup);
  });

  it('is the configured adapters, with no banner, in any other mode', async () => {
    vi.stubEnv('MODE', 'production');
    expect((await chooseShopSetup()).banner).toBeUndefined();
  });
});
