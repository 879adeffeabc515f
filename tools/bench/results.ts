// What a bench run records (tools/bench/.results/last.json, docs/benchmarks.json): the figures the
// report is written from.
import type { FileBytes } from '../build-checks/initial-bytes';
import { BENCH_PARTS, type BenchPart } from './bench-parts';
import type { BesideResults } from './beside-runs';
import type { BackOfficeResults } from './back-office-runs';
import type { BesideServerResults } from './beside-server-runs';
import type { CloudResults } from './cloud-runs';
import type { InteractionResult } from './interaction-runs';
import type { LargeCatalogResults } from './large-catalog-runs';
import type { Preset } from './lighthouse-runs';
import type { LighthouseSummary } from './lighthouse-summary';
import type { FaultResults } from './fault-runs';
import type { PaymentResults } from './payment-runs';
import type { SignInResults } from './signin-runs';
import type { SignedInResults } from './signed-in-runs';

export interface BenchResults {
  machine: Record<string, string | number>;
  durationSeconds: number;
  /** when each part was last measured (absent from results written before 2026-11-25) */
  measured?: Partial<Record<BenchPart, string>>;
  lighthouseRuns: number;
  lighthouse: Record<Preset, Record<string, LighthouseSummary>>;
  interactions: InteractionResult[];
  bytes: Array<{
    name: string;
    path: string;
    /** brotli as served, headers included: the byte budget's measure */
    jsTransferred: number;
    jsGzip: number;
    jsRaw: number;
    cssGzip: number;
    jsFiles: number;
    sdks: string[];
    breakdown: FileBytes[];
  }>;
  /** the home page's whole load of script, brotli (absent from results written before 2026-11-25) */
  homeLoad?: { files: number; brotli: number };
  sdkFiles: Record<string, string[]>;
  hero: {
    images: Array<FileBytes & { source: string; format: string }>;
    preload: string | null;
    firstSrc: string | null;
    firstPreloaded: boolean;
    hasSrcset: boolean;
  };
  large: LargeCatalogResults;
  load: Array<{
    name: string;
    requestsPerSecond: number;
    latencyP50Ms: number;
    latencyP99Ms: number;
    requests: number;
    errors: number;
    non2xx: number;
  }>;
  search: { products: number; queries: number; medianMs: number; p95Ms: number; maxMs: number; medianHits: number };
  /** absent from results written before the payment setups were measured */
  payments?: PaymentResults;
  /** absent from results written before the faults were measured */
  faults?: FaultResults;
  /** absent from results written before sign-in was measured */
  signin?: SignInResults;
  /** absent from results written before the cloud pages were measured */
  cloud?: CloudResults;
  /** the browse routes beside an earlier build; absent when no earlier build was given */
  beside?: BesideResults;
  /** payments, install and start-up beside an earlier build's server; absent when no earlier commit was given */
  besideServer?: BesideServerResults;
  /** the embedded default's signed-in pages; absent from results written before they were drawn by the server */
  signedIn?: SignedInResults;
  /** the back office over 10,000 products; absent from results written before it was measured */
  backOffice?: BackOfficeResults;
}

/** What one run measured: the figures of its parts, and the run's own facts. */
interface Run {
  parts: BenchPart[];
  figures: Partial<BenchResults>;
  /** when the run started: the date its parts are measured on */
  date: string;
  machine: BenchResults['machine'];
  durationSeconds: number;
}

/**
 * A run's figures over the last results (none for a run of every part): the parts it measured
 * replace theirs, and each part keeps the date of the run that measured it (results from before
 * parts were dated count as measured on their machine's date).
 */
export function combineRuns(last: BenchResults | undefined, run: Run): BenchResults {
  const earlier = last && (last.measured ?? Object.fromEntries(BENCH_PARTS.map((part) => [part, String(last.machine.date)])));
  return {
    ...last,
    ...run.figures,
    machine: run.machine,
    durationSeconds: run.durationSeconds,
    measured: { ...earlier, ...Object.fromEntries(run.parts.map((part) => [part, run.date])) },
  } as BenchResults;
}
