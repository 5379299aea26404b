/**
 * `simulate` in the terminal: the run itself is src/sim/simulate.ts (shared
 * with the browser's workbench); here, its progress bar and its text.
 */
import { Presets, SingleBar } from 'cli-progress';
import { runGames, type SetupSummary, type SimulateInput, type SimulationSummary } from '../sim/simulate.ts';
import { buildResults, type Comparison, type RunResults } from '../sim/results.ts';
import { points } from '../sim/stats.ts';

export { defaultWorkers, type SimulationSummary } from '../sim/simulate.ts';

/** Runs the games, with a progress bar on stderr when `progress`. */
export async function simulate(input: SimulateInput & { progress?: boolean }): Promise<SimulationSummary> {
  const bar = input.progress ? new SingleBar({ format: 'simulating {bar} {value}/{total} games | {eta}s left', stream: process.stderr, hideCursor: true }, Presets.shades_classic) : null;
  bar?.start(input.games, 0);
  try {
    return (await runGames({ ...input, ...(bar ? { onProgress: (done: number) => bar.update(done) } : {}) })).summary;
  } finally {
    bar?.update(input.games);
    bar?.stop();
  }
}

function pct(n: number, of: number): string {
  return `${((100 * n) / of).toFixed(1)}%`;
}

export function renderSummary(s: SimulationSummary): string {
  const rate = Math.round(s.games / Math.max(s.seconds, 1e-9));
  const lines = [`${s.games} games of ${s.system} in ${s.seconds}s on ${s.workers} worker${s.workers === 1 ? '' : 's'} (${rate} games/s), ${s.dice} dice rolled and cards drawn`];
  lines.push('Outcomes:');
  for (const [k, n] of Object.entries(s.outcomes).sort((a, b) => b[1] - a[1])) lines.push(`  ${k}: ${n} (${pct(n, s.games)})`);
  lines.push('Key numbers (mean, lowest, highest):');
  for (const [k, v] of Object.entries(s.numbers)) lines.push(`  ${k}: ${v.mean.toFixed(2)} (${v.min} to ${v.max})`);
  const breakdown = (title: string, of: Record<string, SetupSummary>) => {
    const names = Object.keys(of);
    if (names.length < 2) return;
    lines.push(title);
    for (const name of names) {
      const b = of[name]!;
      const outs = Object.entries(b.outcomes).sort((x, y) => y[1] - x[1]).map(([k, n]) => `${k} ${pct(n, b.games)}`).join(', ');
      const nums = Object.entries(b.numbers).slice(0, 3).map(([k, v]) => `${k} ${v.mean.toFixed(1)}`).join(', ');
      lines.push(`  ${name} (${b.games} games): ${outs}; mean ${nums}`);
    }
  };
  breakdown('By setup:', s.bySetup);
  if (s.byGroup) breakdown('By group:', s.byGroup);
  const tables = Object.keys(s.tables);
  if (tables.length) lines.push(`Tables consulted: ${tables.join(', ')} (--json for counts)`);
  return lines.join('\n');
}

/** The rates (and a comparison's differences) of `simulate --csv` and `--compare`: the workbench's results, built from the summaries. */
export function resultsOf(s: SimulationSummary, asked: number): RunResults {
  return buildResults(s, asked, [], {}, []);
}

/** `simulate --compare`: A's summary, B's, and each difference in a line of words. */
export function renderComparison(a: SimulationSummary, b: SimulationSummary, c: Comparison): string {
  const lines = ['A:', renderSummary(a), '', `B (${c.change}):`, renderSummary(b), '', 'B against A, game k of each on seed + k (95% intervals):'];
  for (const d of c.rows) lines.push(`  ${d.words} (${points(d.diff)}, ${points(d.lo)} to ${points(d.hi)})`);
  return lines.join('\n');
}
