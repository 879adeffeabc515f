import { loadavg } from 'node:os';

/** The machine's load averages over 1, 5 and 15 minutes, as the report prints them: '0.4 0.5 0.6'. */
export const loadAverages = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
