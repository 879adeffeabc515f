import type { Plugin, PluginOption, UserConfig } from 'vite';
import { demoCatalogEntries } from '../server/catalog/demo-products';
import { productSvg } from '../server/images/product-art';

// The offline demo (ADR-012): the shop's own build settings, another entry and folder, and no API.
// vite.config.ts applies it when OFFLINE_DEMO=1 (tools/build/offline-demo-switch.ts); the build
// writes dist-demo/, which any static file server with history fallback serves.

const shopEntry = '/src/startup/main.tsx';
const demoEntry = '/demo/main.tsx';

/** Each product picture the server would draw, at the very address the catalogue gives it. */
const productPictures = () =>
  new Map(demoCatalogEntries().map(({ product, art }) => [product.image, productSvg(product.title, art)]));

/** index.html with the demo's entry, and the product pictures as files (build) or answers (dev server). */
function offlineDemo(): Plugin {
  return {
    name: 'shopfront-offline-demo',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(shopEntry))
          throw new Error(`index.html no longer loads ${shopEntry}: update demo/offline-demo-config.ts`);
        return html.replace(shopEntry, demoEntry);
      },
    },
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
    plugins: [...(shop.plugins ?? []).filter((plugin) => !isDevApi(plugin)), offlineDemo()],
    build: { ...shop.build, outDir: 'dist-demo' },
  };
}
