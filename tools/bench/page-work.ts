/** A trace event as Chromium writes it (the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** the thread's own CPU time, where the trace records it */
  tdur?: number;
  args?: { name?: string };
}

/** The page's own part of its longest task: the main thread's CPU time, and the task's wall time. */
interface PageWork {
  cpuMs: number;
  wallMs: number;
}

/**
 * The page's longest task after its first paint, by the CPU time its main thread spent in it.
 * Lighthouse times a task by its wall time, which on a machine whose cores are busy elsewhere (the
 * browser's other processes, Lighthouse itself) includes the time the thread waited for a core:
 * the CPU time is the work the page itself asked for.
 */
export function longestPageTaskAfterFirstPaint(events: readonly TraceEvent[]): PageWork | null {
  const threadNames = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name)
      threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
  }
  // the page's renderer main thread: the busiest one (an about:blank renderer has a few events)
  const busiest = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && threadNames.get(thread) === 'CrRendererMain') busiest.set(thread, (busiest.get(thread) ?? 0) + 1);
  }
  const main = [...busiest.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return null;
  const onMain = events.filter((event) => event.ph === 'X' && `${event.pid}:${event.tid}` === main);
  const firstPaint = onMain.filter((event) => event.name === 'Paint').sort((a, b) => a.ts - b.ts)[0];
  if (!firstPaint) return null;
  const paintedAt = firstPaint.ts + (firstPaint.dur ?? 0);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= paintedAt && event.tdur !== undefined);
  const longest = tasks.reduce<TraceEvent | null>((a, b) => (a && a.tdur! >= b.tdur! ? a : b), null);
  return longest && { cpuMs: longest.tdur! / 1000, wallMs: (longest.dur ?? 0) / 1000 };
}
