// The dependency rules of docs/architecture.md, checked in `npm test`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing fails at run time.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-undeclared-packages',
      comment: 'A package used only because another one brings it along can vanish with any update: declare it.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'server-bundle-leaves-out-dependencies-only',
      comment:
        "The server runs built (ADR-040): the bundle carries every package it imports but the native ones, libsql (the SQLite binding) and sharp (the photos' encoder, ADR-045), which npm ci --omit=dev must install (tools/build/bundle-server.ts's LEFT_TO_NODE; the cloud SDKs have their own install).",
      severity: 'error',
      from: { path: '^(server|ports)/', pathNot: ['\\.test\\.tsx?$', '^server/test-support/', '^server/vite-dev-api\\.ts$'] },
      to: { path: 'node_modules/(libsql|sharp)/', dependencyTypesNot: ['npm', 'type-only'] },
    },
    {
      name: 'cloud-sdks-only-in-server-cloud',
      comment:
        'The Stripe and Firebase Admin SDKs come with the cloud install (server/cloud/package.json, ADR-023), not with npm ci --omit=dev: only server/cloud/ and tests use them.',
      severity: 'error',
      from: { pathNot: ['^server/cloud/', '\\.test\\.tsx?$'] },
      to: { path: 'node_modules/(stripe|firebase-admin)/' },
    },
    {
      name: 'cloud-adapters-load-on-demand',
      comment:
        'The server imports server/cloud/ only with import(), once the configuration chooses it, so the embedded default runs without the cloud install (ADR-023).',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/cloud/', '\\.test\\.tsx?$'] },
      to: { path: '^server/cloud/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'only-tests-use-test-parts',
      comment:
        'Test doubles and test support are for tests: the server runs on the parts compose.ts chooses, the offline demo on the in-page adapters, and the tools (the pre-render, the budgets, the bench, the cluster) on real parts and tools/local-shop/.',
      severity: 'error',
      from: {
        pathNot: [
          '\\.(test|spec)\\.tsx?$',
          '^(test-doubles|server/test-support|e2e|src/test)/',
          '^adapters/[^/]+/emulator-support\\.ts$',
          '^(vitest|playwright)[^/]*\\.config\\.ts$',
        ],
      },
      to: { path: '^(test-doubles|server/test-support)/' },
    },
    {
      name: 'the-server-factory-is-handed-its-parts',
      comment:
        'server/app.ts opens no store and chooses no processor: compose.ts does, from the configuration, so no missing option ends in a part made up for tests.',
      severity: 'error',
      from: { path: '^server/app\\.ts$' },
      to: {
        path: ['^server/(store|cloud)/', '^server/(ledger/sql-ledger|stock/sql-stock|payment/test-mode-processor)\\.ts$'],
      },
    },
    {
      name: 'ports-import-nothing',
      comment: 'ports/ is the contract: it depends on nothing.',
      severity: 'error',
      from: { path: '^ports/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: '^ports/' },
    },
    {
      name: 'api-imports-ports-only',
      comment:
        'api/ describes the HTTP API once (ADR-043), for the server and the browser adapters alike: it imports ports/ and its schema library, nothing of either side.',
      severity: 'error',
      from: { path: '^api/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(src|adapters|server|test-doubles|demo|tools|e2e)/' },
    },
    {
      name: 'domain-imports-ports-only',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: '^(ports|src/domain)/' },
    },
    {
      name: 'the-app-ships-without-server-or-doubles',
      comment: 'The shipped app never contains server code or test doubles (pre-rendering, in tools/, may use both).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['\\.test\\.tsx?$', '^src/test/'] },
      to: { path: '^(server|test-doubles)/' },
    },
    {
      name: 'only-app-sees-adapters',
      comment: 'Adapters and doubles are chosen in the composition root only (tests may use doubles).',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/app/', '\\.test\\.tsx?$', '^src/test/'] },
      to: { path: '^(adapters|test-doubles)/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'Routes compose features; the screens of the catalog are the exception (next rule).',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: '^src/features/(home|category|product|product-grid)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'catalog-screens-share-only-the-catalog-and-the-grid',
      comment:
        "The screens a shopper browses (home, category, product) build on the catalog's shared pieces (catalog/) and the product grid (product-grid/), and on nothing else of another feature.",
      severity: 'error',
      from: { path: '^src/features/(home|category|product|product-grid)/' },
      to: { path: '^src/features/', pathNot: '^src/features/($1|catalog|product-grid)/' },
    },
    {
      name: 'shared-and-domain-do-not-import-features',
      severity: 'error',
      from: { path: '^src/(shared|domain)/' },
      to: { path: '^src/(features|routes|app|startup)/' },
    },
    {
      name: 'the-composition-root-does-not-start-itself',
      comment:
        'src/startup/ (entry, scheduling, pre-render entry) builds on the composition root in src/app/, never the reverse.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/startup/' },
    },
    {
      name: 'adapters-stay-in-their-folder',
      comment: 'An adapter imports ports/ and its own SDK, never src/ or another adapter.',
      severity: 'error',
      // emulator-support.ts is test code: the emulator suites' shared setup
      from: { path: '^adapters/([^/]+)/', pathNot: ['\\.test\\.tsx?$', '/emulator-support\\.ts$'] },
      to: { path: '^(src|test-doubles|server|adapters)/', pathNot: '^adapters/$1/' },
    },
    {
      name: 'adapter-tests-stay-out-of-the-app',
      comment:
        'An adapter test may also run the shared contracts (test-doubles/contracts), start server/ and say what it expects on the console (src/test/console-checks).',
      severity: 'error',
      from: { path: '^adapters/([^/]+)/(.+\\.test\\.tsx?|emulator-support\\.ts)$' },
      to: { path: '^(src|adapters)/', pathNot: ['^adapters/$1/', '^src/test/(console-checks|card-entry-steps)\\.ts$'] },
    },
    {
      name: 'doubles-import-ports-only',
      comment: 'A double adds switches to an in-page adapter at most (adapters/in-page/): it imports nothing else of the shop.',
      severity: 'error',
      from: { path: '^test-doubles/' },
      to: { path: '^(src|adapters|server)/', pathNot: '^adapters/in-page/' },
    },
    {
      name: 'server-never-imports-the-spa',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|adapters)/' },
    },
    {
      name: 'only-the-shop-setup-loads-the-demo',
      comment:
        'The offline demo is a setup of the app (ADR-012): only src/app/shop-setup.ts chooses it, nothing else depends on it.',
      severity: 'error',
      from: { pathNot: ['^demo/', '^src/app/shop-setup\\.ts$'] },
      to: { path: '^demo/' },
    },
    {
      name: 'the-demo-loads-on-demand',
      comment: "Through dynamic import() only, which the shop's own build leaves out with the demo's code.",
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^demo/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'demo-composes-the-app',
      comment:
        "The offline demo sets up the app of src/app on adapters; of the server it takes the built-in catalog and its stock, and the back office's routes, their guard and the orders' steps, which it runs in the page (its build config may draw the pictures).",
      severity: 'error',
      from: { path: '^demo/', pathNot: '^demo/offline-demo-config\\.ts$' },
      to: {
        path: '^(server|e2e|tools)/',
        pathNot: [
          '^server/catalog/built-in-(products|stock)\\.ts$',
          '^server/sell/(back-office|staff-guard)\\.ts$',
          '^server/fulfilment/order-steps\\.ts$',
        ],
      },
    },
    {
      name: 'built-in-catalog-runs-in-browsers',
      comment:
        "The built-in catalog and its stock go into the offline demo's bundle: plain data, no run-time import (node modules above all).",
      severity: 'error',
      from: { path: '^server/catalog/built-in-(products|stock)\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'tools-do-not-import-the-browser-tests',
      comment:
        'A tool (build, checks, bench, icons, cluster) runs without the browser suite: e2e/ may use tools/, never the reverse.',
      severity: 'error',
      from: { path: '^tools/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'firebase-only-in-its-adapter',
      severity: 'error',
      from: { pathNot: '^adapters/firebase/' },
      to: { path: 'node_modules/(firebase|@firebase)/' },
    },
    {
      name: 'stripe-js-only-in-its-adapter',
      severity: 'error',
      from: { pathNot: '^adapters/stripe/' },
      to: { path: 'node_modules/@stripe/' },
    },
    {
      name: 'sdks-load-on-demand',
      comment: 'Firebase and Stripe SDKs only through dynamic import(), so browse routes never load them.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^adapters/(firebase|stripe)/', dependencyTypesNot: ['dynamic-import'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)route-tree\\.gen\\.ts$', '(^|/)(dist|dist-ssr|dist-server|dist-demo|\\.build|\\.beside)/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
