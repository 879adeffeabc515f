import type { Plugin, PluginOption, UserConfig } from 'vite';
import { builtInCatalogEntries } from '../server/catalog/built-in-products';
import { productSvg } from '../server/images/product-art';
import { offlineDemoMode } from '../src/app/config';

// The offline demo (ADR-012): the shop's own build settings with a mode of its own (in which
// src/app/shop-setup.ts starts the app on the demo's setup), another output folder, and no API.
// vite.config.ts applies it when OFFLINE_DEMO=1 (tools/build/offline-demo-switch.ts); the build
// writes dist-demo/, which any static file server with history fallback serves.

/** Each product picture the server would draw, at the very address the catalogue gives it. */
const productPictures = () =>
  new Map(builtInCatalogEntries().map(({ product, art }) => [product.image, productSvg(product.title, art)]));

/** The product pictures as files (build) or answers (dev server). */
function productPicturesPlugin(): Plugin {
  return {
    name: 'shopfront-offline-demo-pictures',
    configureServer(server) {
      const pictures = productPictures();
      server.middlewares.use((request, response, next) => {
        const picture = pictures.get((request.url ?? '').split('?')[0]!);
        if (!picture) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(picture);
      });
    },
    generateBundle() {
      for (const [address, picture] of productPictures()) {
        this.emitFile({ type: 'asset', fileName: address.replace(/^\//, ''), source: picture });
      }
    },
  };
}

// the dev server's catalogue and payment API has no place in a shop that talks to no server
const isDevApi = (plugin: PluginOption) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === 'shopfront-catalog-dev-server';

/** The shop's Vite settings turned into the offline demo's. */
export function offlineDemoConfig(shop: UserConfig): UserConfig {
  return {
    ...shop,
    mode: offlineDemoMode,
    plugins: [...(shop.plugins ?? []).filter((plugin) => !isDevApi(plugin)), productPicturesPlugin()],
    build: { ...shop.build, outDir: 'dist-demo' },
  };
}
