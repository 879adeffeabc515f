import type { Preset } from '../lighthouse-runs';
import type { LighthouseSummary } from '../lighthouse-summary';
import type { BenchResults } from '../results';

export type Configuration =
  | 'embedded default'
  | 'embedded default, signed in, first visit'
  | 'embedded default, signed in, repeat visit'
  | 'cloud, signed in, first visit'
  | 'cloud, signed in, repeat visit';

export interface MeasuredPage {
  path: string;
  configuration: Configuration;
  summary: LighthouseSummary;
}

/** The browse routes' Lighthouse figures on the embedded default, for a preset. */
export const browsePages = (results: BenchResults, preset: Preset): MeasuredPage[] =>
  Object.entries(results.lighthouse[preset]).map(([path, summary]) => ({
    path,
    configuration: 'embedded default',
    summary,
  }));

/** /Orders, /Orders/{id} and /Payment signed in, cloud configuration (mobile preset only); none when not measured. */
export const cloudPages = (results: BenchResults): MeasuredPage[] =>
  (results.cloud?.lighthouse ?? []).map((page) => ({
    path: page.path,
    configuration: `cloud, signed in, ${page.visit}`,
    summary: page.lighthouse,
  }));

/** /Orders, /Orders/{id} and /Payment signed in, embedded default (mobile preset only); none when not measured. */
export const signedInPages = (results: BenchResults): MeasuredPage[] =>
  (results.signedIn?.pages ?? []).map((page) => ({
    path: page.path,
    configuration: `embedded default, signed in, ${page.visit}`,
    summary: page.lighthouse,
  }));
