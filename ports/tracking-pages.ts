/** The carriers whose own tracking page a number opens (ADR-051), by a name as the merchant types it. */
const TRACKING_PAGES: Array<[RegExp, (number: string) => string]> = [
  [/^ups$/i, (number) => `https://www.ups.com/track?tracknum=${number}`],
  [/^fed ?ex$/i, (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`],
  [/^usps$/i, (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`],
  [/^dhl$/i, (number) => `https://www.dhl.com/en/express/tracking.html?AWB=${number}`],
  [/^royal ?mail$/i, (number) => `https://www.royalmail.com/track-your-item#/tracking-results/${number}`],
];

/** The carrier's own page following `trackingNumber`, or null for a carrier the shop does not know. */
export function trackingPage(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES.find(([name]) => name.test(carrier.trim()));
  return page ? page[1](encodeURIComponent(trackingNumber.trim())) : null;
}
