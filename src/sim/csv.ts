/**
 * A run's rates as CSV, the same from `dungeon-crawl simulate --csv` and from
 * the workbench's export: one row per side, setup and outcome (count, games,
 * rate, 95% interval), and with a comparison one row per difference (side
 * "B-A": the rate is B's minus A's, with its interval).
 */
import type { Comparison, RunResults } from './results.ts';

const CSV_HEAD = ['side', 'setup', 'outcome', 'count', 'games', 'rate', 'low95', 'high95', 'verdict'];

function cell(v: string | number): string {
  const s = typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(6)) : v;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function resultsCsv(a: RunResults, comparison: Comparison | null): string {
  const lines = [CSV_HEAD.join(',')];
  const side = (name: string, r: RunResults) => {
    for (const x of r.rates) lines.push([name, x.setup, x.outcome, x.count, x.games, x.rate, x.lo, x.hi, ''].map(cell).join(','));
  };
  side('A', a);
  if (comparison) {
    side('B', comparison.b);
    for (const d of comparison.rows) lines.push(['B-A', d.label, d.outcome, '', '', d.diff, d.lo, d.hi, d.verdict].map(cell).join(','));
  }
  return lines.join('\n') + '\n';
}
