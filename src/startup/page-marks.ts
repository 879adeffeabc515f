// The marks in a page's HTML through which the build, the server and the start hand things to one
// another (src/startup/sequence.ts tells who writes and who reads each). Our own names, so that the
// browser suites and the bench need not read React's internals either.

/** The JSON block in which a pre-rendered or drawn page lists its app's and route's modules; `data-entry` names the entry. */
export const pageModulesId = 'page-modules';

/** The JSON block holding the query cache a page was drawn from, which the app starts with. */
export const drawnStateId = 'prerendered-state';

/** The <template> holding the head's links (whole stylesheet, tab icon, manifest) linked once the page is shown. */
export const shownHeadId = 'head-once-shown';

/** On the root of a signed-in page's placeholder, drawn before the session was known: the app draws it anew. */
export const placeholderAttribute = 'data-placeholder';

/** Set on <html> once the app has rendered or taken over the page's root, from then on handling input. */
export const appStartedAttribute = 'data-app-started';
