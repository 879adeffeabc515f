import { resolve } from 'node:path';

// Where the browser suite builds and serves the shop: outside e2e/ and dist/, so that no checker or
// other build looks there and `npm run build` can rebuild dist/ while the suite runs. E2E_BUILD_DIR
// gives a run a folder of its own (with E2E_PORT, two runs side by side), inside the checkout: the
// pre-rendering resolves packages from where the build is.
export const e2eBuildDir = process.env.E2E_BUILD_DIR || 'node_modules/.cache/shopfront-e2e';

/**
 * The DATA_DIR of the server the browser suite starts (its store and its mail outbox), new for each
 * run. Named once, by the runner as it loads playwright.config.ts, and handed to the workers (which
 * load this module again) through the environment, so that a spec reads the folder the server writes.
 */
export const e2eDataDir = (process.env.E2E_DATA_DIR ??= resolve(e2eBuildDir, `data-${Date.now()}`));

/** Where the offline demo's browser test builds dist-demo (playwright.demo.config.ts). */
export const e2eDemoDir = `${e2eBuildDir}/dist-demo`;
