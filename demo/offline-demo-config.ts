import type { Plugin, PluginOption, UserConfig } from 'vite';
import { builtInCatalogEntries } from '../server/catalog/built-in-products';
import { PARCEL_ART } from '../server/catalog/store-catalog';
import { productSvg } from '../server/images/product-art';
import { offlineDemoMode } from '../src/app/config';
import { NEW_PRODUCT_PICTURE } from './offline-demo-catalogue';

// The offline demo (ADR-012): the shop's own build settings with a mode of its own (in which
// src/app/shop-setup.ts starts the app on the demo's setup), another output folder, and no API.
// vite.config.ts applies it when OFFLINE_DEMO=1 (tools/build/offline-demo-switch.ts); the build
// writes dist-demo/, which any static file server with history fallback serves.

/**
 * Each product picture the server would draw, at the very address the catalogue gives it, and the
 * parcel the server draws for a product added without a photo.
 */
const productPictures = () =>
  new Map([
    ...builtInCatalogEntries().map(({ product, art }): [string, string] => [product.image, productSvg(product.title, art)]),
    [NEW_PRODUCT_PICTURE, productSvg('A new product', { ...PARCEL_ART, variant: 0 })],
  ]);

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
