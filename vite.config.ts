import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintPlugin, EAGERLY_COMPILED_CHUNKS } from './tools/build/compile-hint';
import { offlineDemoConfig } from './demo/offline-demo-config';
import { catalogDevServer } from './server/vite-dev-api';
import { offlineDemoSelected } from './tools/build/offline-demo-switch';
import { staticImportGraph } from './tools/build/static-graph';

// the two shared chunks every page needs (the entry runs them one task at a time, src/startup/pacing.ts)
const reactModules = /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]startup[\\/]react-step\.ts$/;
const tanstackModules =
  /node_modules[\\/](@tanstack[\\/](history|query-core|react-query|react-router|react-store|router-core|store)|use-sync-external-store)[\\/]|src[\\/]startup[\\/]tanstack-step\.ts$/;

// The app's own modules, with two small libraries only the app uses, less the entry's: the entry
// (src/startup/main.tsx) imports nothing, so its first task, which holds early input, fetches nothing
// first. start.tsx stays the chunk the entry imports once the page has painted.
const appCode = /[\\/](src|ports|adapters|node_modules[\\/](zustand|@vanilla-extract[\\/]recipes))[\\/]/;
const entryGraph = staticImportGraph('src/startup/main.tsx');
const startGraph = staticImportGraph('src/startup/start.tsx');
const startFile = /src[\\/]startup[\\/]start\.tsx$/;
const appModule = (id: string) => appCode.test(id) && !entryGraph.has(id) && !startFile.test(id);
// Adapter and port code loaded on demand stays out of `shared`, which the home page loads too:
// rolldown gives each such set a chunk of its own. The signed-in pages' code (checkout, orders,
// placing an order, the dates they word) is one chunk, `checkout`, and the refine bar, its sorting and
// narrowing, with the search's word matching another, `refine`, for the category and search pages, and the account
// forms (sign-in, the password reset pages, their messages and checks) a third, `account-forms`
// (ADR-025). The photos' names are no such code: every product card draws with them (ADR-045).
const onDemandCode = /[\\/](adapters[\\/]|ports[\\/](?!photo-names\.ts$))/;
const checkoutModules =
  /src[\\/](features[\\/](orders|checkout)[\\/]|domain[\\/](place-order|dates)\.|shared[\\/]use-arrival-words\.)/;
const refineModules = /[\\/](Refine|refine-bar|refine-products|use-refined|catalog-search)[^\\/]*$/;
// the signed-in shopper's orders and basket over the shop's API: one file, loaded when first used
const shopServerRecords = /adapters[\\/]shop-server[\\/](server-orders|server-basket|basket-rebase|shop-server)\.ts$/;
// the back office (ADR-048): its pages' code in one chunk of its own, loaded on /sell alone
const sellModules = /src[\\/]features[\\/]sell[\\/]/;
const accountFormModules =
  /src[\\/](features[\\/]account[\\/]|domain[\\/](auth-messages|credentials|passkey-[a-z-]+|error-words))/;

const shopConfig = defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      routeFileIgnorePattern: '\\.test\\.',
      generatedRouteTree: 'src/route-tree.gen.ts',
      // A route's pending view travels with its page, not in the app every page loads: the pending
      // views of checkout, orders and search import those pages' modules (ADR-025).
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    vanillaExtractPlugin(),
    catalogDevServer(),
    // the framework's chunks and the app's start: compiled off the main thread as they arrive
    compileHintPlugin(EAGERLY_COMPILED_CHUNKS),
    // what the entry and the start import, for the chunk groups below
    entryGraph.plugin,
    startGraph.plugin,
  ],
  server: { port: 3000 },
  preview: { port: 3000 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // the manifest lets the byte-budget test and the bench see what each route loads
    manifest: true,
    // one stylesheet for the whole shop (about 5 KB gzip): each pre-rendered page inlines the rules
    // it uses and links it once shown (ADR-026); a route's code then never waits for styles
    cssCodeSplit: false,
    // The entry imports the app (start-*.js) once a pre-rendered page has painted; that page lists
    // the modules to import with it and the plain shell links them (tools/prerender/prerender-pages.ts), so
    // no preload list is built at run time. The back office's route and its port's adapter keep none
    // either: their lists would weigh on every page's first download, for /sell alone (ADR-048).
    // Other dynamic imports keep theirs.
    // No modulepreload polyfill (0.2 KB of the entry, on the home page's whole load): a browser
    // without modulepreload (Safari before 17) still runs the shop, fetching each module when it is
    // imported rather than ahead of it.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (/(^|\/)(start|sell\._|back-office-client)-[^/]*\.js$/.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Few files rather than a dozen small shared chunks (ADR-017): React in one, the router and
        // the query cache in another (the entry runs each in a task of its own), everything the
        // start imports in `app`, and what two or more pages share beyond that in `shared`, which
        // imports from `app` and never the reverse. Each module goes where its group says, not with
        // a module that imports it (that would pull the entry's helpers into a group).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: reactModules },
            { name: 'tanstack', test: tanstackModules },
            { name: 'app', test: (id: string) => appModule(id) && startGraph.has(id) },
            { name: 'checkout', test: (id: string) => appModule(id) && checkoutModules.test(id) },
            { name: 'refine', test: (id: string) => appModule(id) && refineModules.test(id) },
            { name: 'shop-server', test: (id: string) => shopServerRecords.test(id) },
            { name: 'sell', test: (id: string) => appModule(id) && sellModules.test(id) },
            { name: 'account-forms', test: (id: string) => appModule(id) && accountFormModules.test(id), minShareCount: 2 },
            { name: 'shared', test: (id: string) => appModule(id) && !onDemandCode.test(id), minShareCount: 2 },
          ],
        },
      },
    },
  },
});

// OFFLINE_DEMO=1 builds and serves the offline demo instead (ADR-012)
export default offlineDemoSelected(process.env) ? offlineDemoConfig(shopConfig) : shopConfig;
