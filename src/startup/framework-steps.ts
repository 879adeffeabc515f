import { nextTask } from './next-task';

/**
 * Runs React's module, then the router's and the query cache's, each in a task of its own, before
 * the app's code. Run in one go, evaluating them was the longest task of the start on a slow phone
 * (about 115 ms with the CPU slowed 4x, where a task counts as long from 50 ms).
 */
export async function runFrameworkInSteps() {
  await import('./react-step');
  await nextTask();
  await import('./tanstack-step');
  await nextTask();
}
