/** `simulate`: many auto-played games, counted. */
import { SingleBar, Presets } from 'cli-progress';
import { autoplay, type GameSystem } from '../core/engine.ts';
import { mergeTally, newTally } from '../core/events.ts';

export interface SimulationSummary {
  system: string;
  games: number;
  seconds: number;
  /** Dice rolled and cards drawn in all. */
  dice: number;
  outcomes: Record<string, number>;
  tables: Record<string, Record<string, number>>;
  /** Mean, lowest and highest of each key number of the reports. */
  numbers: Record<string, { mean: number; min: number; max: number }>;
}

export function simulate(system: GameSystem, games: number, seed: number, options: unknown, progress: boolean): SimulationSummary {
  const tally = newTally();
  const outcomes: Record<string, number> = {};
  const sums: Record<string, { sum: number; min: number; max: number }> = {};
  let dice = 0;
  const bar = progress ? new SingleBar({ format: 'simulating {bar} {value}/{total} games | {eta}s left', stream: process.stderr }, Presets.shades_classic) : null;
  bar?.start(games, 0);
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const t = newTally();
    const r = autoplay(system, (seed + g) | 0, options, false, t, true);
    mergeTally(tally, t);
    dice += r.chance.revealed;
    const rep = system.report(r.state);
    outcomes[rep.outcome] = (outcomes[rep.outcome] ?? 0) + 1;
    for (const [k, v] of Object.entries(rep.numbers)) {
      const s = (sums[k] ??= { sum: 0, min: Infinity, max: -Infinity });
      s.sum += v;
      s.min = Math.min(s.min, v);
      s.max = Math.max(s.max, v);
    }
    if (bar && (g & 63) === 0) bar.update(g);
  }
  bar?.update(games);
  bar?.stop();
  const seconds = (performance.now() - t0) / 1000;
  const numbers: SimulationSummary['numbers'] = {};
  for (const [k, s] of Object.entries(sums)) numbers[k] = { mean: s.sum / games, min: s.min, max: s.max };
  return { system: system.id, games, seconds: Math.round(seconds * 1000) / 1000, dice, outcomes, tables: tally.tables, numbers };
}

export function renderSummary(s: SimulationSummary): string {
  const lines = [`${s.games} games of ${s.system} in ${s.seconds}s (${Math.round(s.games / Math.max(s.seconds, 1e-9))} games/s), ${s.dice} dice rolled and cards drawn`];
  lines.push('Outcomes:');
  for (const [k, n] of Object.entries(s.outcomes).sort((a, b) => b[1] - a[1])) lines.push(`  ${k}: ${n} (${((100 * n) / s.games).toFixed(1)}%)`);
  lines.push('Key numbers (mean, lowest, highest):');
  for (const [k, v] of Object.entries(s.numbers)) lines.push(`  ${k}: ${v.mean.toFixed(2)} (${v.min} to ${v.max})`);
  const tables = Object.keys(s.tables);
  if (tables.length) lines.push(`Tables consulted: ${tables.sort().join(', ')} (--json for counts)`);
  return lines.join('\n');
}
