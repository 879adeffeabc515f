// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { longestPageTaskAfterFirstPaint, type TraceEvent } from './page-work';

const PAGE = 7;
const BLANK = 9;
const thread = (pid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid: pid,
  ts: 0,
  args: { name },
});
const task = (pid: number, startMs: number, wallMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid: pid,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const paint = (startMs: number): TraceEvent => ({ name: 'Paint', ph: 'X', pid: PAGE, tid: PAGE, ts: startMs * 1000, dur: 2000 });

describe("the page's own longest task", () => {
  it("takes the task after the first paint in which the page's main thread ran longest, not the one that waited longest", () => {
    const events = [
      thread(PAGE, 'CrRendererMain'),
      thread(BLANK, 'CrRendererMain'),
      task(BLANK, 0, 80, 80),
      // the first layout and paint: before the window
      task(PAGE, 40, 30, 25),
      paint(60),
      task(PAGE, 100, 20, 3),
      task(PAGE, 140, 9, 6),
      task(PAGE, 200, 4, 1),
    ];
    expect(longestPageTaskAfterFirstPaint(events)).toEqual({ cpuMs: 6, wallMs: 9 });
  });

  it('finds nothing in a trace without a paint', () => {
    expect(longestPageTaskAfterFirstPaint([thread(PAGE, 'CrRendererMain'), task(PAGE, 10, 20, 20)])).toBeNull();
  });
});
