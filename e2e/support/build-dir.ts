// Where the browser suite builds and serves the shop: outside e2e/ and dist/, so that no checker or
// other build looks there and `npm run build` can rebuild dist/ while the suite runs. E2E_BUILD_DIR
// gives a run a folder of its own (with E2E_PORT, two runs side by side), inside the checkout: the
// pre-rendering resolves packages from where the build is.
export const e2eBuildDir = process.env.E2E_BUILD_DIR || 'node_modules/.cache/shopfront-e2e';

/** Where the offline demo's browser test builds dist-demo (playwright.demo.config.ts). */
export const e2eDemoDir = `${e2eBuildDir}/dist-demo`;
