// The targets of the signed-in cloud pages besides Lighthouse's (those are in lighthouse-targets.ts).
import type { CloudResults } from '../cloud-runs';
import { kb } from './markdown';
import type { Target } from './target';

/** signed in, on loopback without throttling: within a second, the shopper's flow is not broken */
const CLOUD_SHOWN_TARGET_MS = 1000;

export function cloudTargets(cloud: CloudResults | undefined): Target[] {
  if (!cloud) return [];
  const withFirestore = cloud.browse.filter((page) => page.firestoreRequested);
  const overBudget = cloud.pages.flatMap((page) => [
    ...(page.firstDownload.beforeInteraction > cloud.budgets.beforeInteraction
      ? [`${page.path}: script before interaction over budget`]
      : []),
    ...(page.firstDownload.auth > cloud.budgets.auth ? [`${page.path}: Firebase Auth over budget`] : []),
    ...(page.firstDownload.firestore > (page.path === '/Orders' ? cloud.budgets.firestore : 0)
      ? [`${page.path}: Firestore over budget`]
      : []),
  ]);
  const late = cloud.pages.flatMap((page) => [
    ...(page.greetingMs.median > CLOUD_SHOWN_TARGET_MS ? [`${page.path} greeting`] : []),
    ...(page.ordersMs && page.ordersMs.median > CLOUD_SHOWN_TARGET_MS ? [`${page.path} orders`] : []),
  ]);
  return [
    {
      target: 'cloud configuration, signed in: the browse pages (/, category, product, cart) request no Firestore',
      reached: withFirestore.length === 0,
      measured:
        withFirestore.length === 0
          ? `none requested it; they load Firebase Auth alone (${kb(Math.max(...cloud.browse.map((page) => page.authBytes)))} KB)`
          : `requested on ${withFirestore.map((page) => page.path).join(', ')}`,
      reason: withFirestore.length === 0 ? undefined : 'something on these pages used the orders port (ADR-015)',
    },
    {
      target: `cloud, signed in: /Orders and /Payment script within the budgets of npm run test:budget (before interaction, no Firebase SDK: <= ${kb(cloud.budgets.beforeInteraction)} KB; after it, Auth <= ${kb(cloud.budgets.auth)} KB and Firestore <= ${kb(cloud.budgets.firestore)} KB on /Orders, none on /Payment; brotli transferred, headers included; ADR-024)`,
      reached: overBudget.length === 0,
      measured: cloud.pages
        .map(
          (page) =>
            `${page.path}: before interaction ${kb(page.firstDownload.beforeInteraction)} KB, then Auth ${kb(page.firstDownload.auth)} KB and Firestore ${kb(page.firstDownload.firestore)} KB (all the page requested, the card form's included: ${kb(page.js.rest + page.js.auth + page.js.firestore)} KB)`,
        )
        .join('; '),
      reason: overBudget.length === 0 ? undefined : overBudget.join('; '),
    },
    {
      target: `cloud, signed in: the greeting and the orders list in the page within ${CLOUD_SHOWN_TARGET_MS} ms of navigation (median of first visits, loopback, no throttling)`,
      reached: late.length === 0,
      measured: cloud.pages
        .map(
          (page) =>
            `${page.path}: greeting ${page.greetingMs.median} ms${page.ordersMs ? `, orders ${page.ordersMs.median} ms` : ''}`,
        )
        .join('; '),
      reason: late.length === 0 ? undefined : `late: ${late.join(', ')}; see the min-max in the cloud section`,
    },
  ];
}
