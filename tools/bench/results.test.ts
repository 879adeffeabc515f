// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cloudResults, fixedResults, lighthouseSummary } from './report/fixed-results';
import { combineRuns } from './results';

const machine = { date: '2026-11-25T13:00:00.000Z', nproc: 2 };
const cloud = cloudResults({
  '/Orders': lighthouseSummary({ performance: 100, lowest: 99, lcpMs: 850 }),
  '/Orders/{id}': lighthouseSummary({ performance: 100, lowest: 99, lcpMs: 840 }),
  '/Payment': lighthouseSummary({ performance: 100, lowest: 100, lcpMs: 820 }),
});

/** A run that measured the cloud part alone. */
const cloudRun = {
  parts: ['cloud' as const],
  figures: { cloud },
  date: '2026-11-25T12:50:00.000Z',
  machine,
  durationSeconds: 400,
};

describe('a run of some parts over the last results', () => {
  it("replaces the measured parts' figures and keeps the others'", () => {
    const last = fixedResults();
    const combined = combineRuns(last, cloudRun);
    expect(combined.cloud).toBe(cloud);
    expect(combined.lighthouse).toBe(last.lighthouse);
    expect(combined).toMatchObject({ machine, durationSeconds: 400 });
  });

  it('dates each part by the run that measured it', () => {
    const last = fixedResults();
    const combined = combineRuns(last, cloudRun);
    expect(combined.measured).toMatchObject({
      cloud: '2026-11-25T12:50:00.000Z',
      lighthouse: last.machine.date,
      search: last.machine.date,
    });
    const again = combineRuns(combined, {
      parts: ['search'],
      figures: {},
      date: '2026-11-25T14:00:00.000Z',
      machine,
      durationSeconds: 5,
    });
    expect(again.measured).toMatchObject({
      cloud: '2026-11-25T12:50:00.000Z',
      search: '2026-11-25T14:00:00.000Z',
      bytes: last.machine.date,
    });
  });
});
