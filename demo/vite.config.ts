import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { demoCatalogEntries } from '../server/catalog/demo-products';
import { productSvg } from '../server/images/product-art';
import shopConfig from '../vite.config';

// The offline demo (ADR-012): the shop's own build settings, another entry and folder, and no API.
// `npm run build:demo` writes dist-demo/, which any static file server with history fallback serves.

const shopEntry = '/src/app/main.tsx';
const demoEntry = '/demo/main.tsx';

/** index.html with the demo's entry, and each product picture the server would draw as a file of its own. */
function offlineDemo(): Plugin {
  return {
    name: 'shopfront-offline-demo',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(shopEntry)) throw new Error(`index.html no longer loads ${shopEntry}: update demo/vite.config.ts`);
        return html.replace(shopEntry, demoEntry);
      },
    },
    generateBundle() {
      // at the very address the catalogue gives each product, so no server draws them
      for (const { product, art } of demoCatalogEntries()) {
        this.emitFile({ type: 'asset', fileName: product.image.replace(/^\//, ''), source: productSvg(product.title, art) });
      }
    },
  };
}

// the dev server's catalogue and payment API has no place in a shop that talks to no server
const isDevApi = (plugin: PluginOption) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === 'shopfront-catalog-dev-server';

export default defineConfig({
  ...shopConfig,
  plugins: [...(shopConfig.plugins ?? []).filter((plugin) => !isDevApi(plugin)), offlineDemo()],
  build: { ...shopConfig.build, outDir: 'dist-demo' },
});
