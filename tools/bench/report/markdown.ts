// The report's building blocks: tables, kilobytes, and the short forms its cells use.

export const KB = 1024;
export const kb = (bytes: number) => (bytes / KB).toFixed(1);

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;

export const table = (head: string[], rows: Array<Array<string | number>>) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** This build's figure over an earlier build's, to two decimals; none when the earlier build has none. */
export const ratio = (now: number, before: number) => (before > 0 ? Math.round((now / before) * 100) / 100 : undefined);

/** 1.05 -> '1.05x'; none -> 'n/a' */
export const times = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(2)}x`);

/** A list item per entry. */
export const bullets = (entries: string[]) => entries.map((entry) => `- ${entry}`).join('\n');

/** 'performance: largest-contentful-paint (3.3 s)' -> 'largest-contentful-paint', each once. */
export const auditIds = (failing: string[]) => [
  ...new Set(failing.map((entry) => entry.replace(/^[^:]+: /, '').replace(/ \(.*\)$/, ''))),
];

/** A 1-minute load average of 1 or more at the start: something else was using a CPU. */
export const machineWasBusy = (loadAverages: string | number | undefined) => Number(String(loadAverages).split(' ')[0]) >= 1;
