import type { BenchResults } from '../results';
import { table } from './markdown';

export const serverSection = ({ load }: BenchResults) => `## Server (autocannon, 10 connections, 5 s each, 127.0.0.1)

${table(
  ['request', 'requests/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx'],
  load.map((entry) => [
    entry.name,
    entry.requestsPerSecond,
    entry.latencyP50Ms,
    entry.latencyP99Ms,
    entry.requests,
    entry.errors,
    entry.non2xx,
  ]),
)}
`;
