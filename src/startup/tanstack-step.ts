// What the app takes from the router and the query cache, for runFrameworkInSteps
// (src/startup/pacing.ts) to import: built into their shared chunk (vite.config.ts), so that
// importing it runs that chunk and no more. Importing the packages themselves would keep every one
// of their exports in the build.
export { createRouter } from '@tanstack/react-router';
export { QueryClient } from '@tanstack/react-query';
