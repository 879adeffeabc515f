// What the app takes from react-dom, for runFrameworkInSteps (src/startup/pacing.ts) to import:
// built into React's chunk (vite.config.ts), so that importing it runs that chunk, and the entry
// needs no helper to turn react-dom's CommonJS exports into a module's.
export { hydrateRoot } from 'react-dom/client';
