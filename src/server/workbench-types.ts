/** The workbench's API shapes (server/workbench.ts), shared with the page (web/src/Simulate.tsx). */
import type { Comparison, RunResults } from '../sim/results.ts';
import type { SimRunSummary } from '../store/sim-runs.ts';

export type { Comparison, DifferenceRow, Histogram, RateRow, RunResults, TableCheck, GameFilter } from '../sim/results.ts';
export { ALL_GAMES } from '../sim/results.ts';
export type { SimRunSummary };

export interface SimRequest {
  system: string;
  games: number;
  seed: number;
  /** Rule options of A (only the ones changed from the defaults, or pinned). */
  options: Record<string, unknown>;
  /** Rule options of B: compare A against B on the same seeds. */
  compare?: Record<string, unknown>;
}

/** A run being played: how far it is. */
export interface SimJob {
  job: string;
  status: 'running' | 'done' | 'stopped' | 'failed';
  /** Games done over A and B, of `total`. */
  done: number;
  total: number;
  /** Which side plays now. */
  side: 'A' | 'B';
  /** Seconds to go, estimated from the pace so far (null before the first games). */
  secondsLeft: number | null;
  /** The kept run, once done or stopped. */
  run: number | null;
  error: string | null;
}

export interface SimRun extends SimRunSummary {
  /** A's results, and B's with the comparison when compared. */
  a: RunResults;
  comparison: Comparison | null;
}

export interface SimGame {
  /** Game k: seed + k, setup k mod n. */
  k: number;
  seed: number;
  setup: string;
  outcome: string;
}

export interface SimGameList {
  games: SimGame[];
  /** How many games pass the filter (the list holds the first 100). */
  total: number;
}
