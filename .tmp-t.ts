import { parseOddsExpr, evaluateOdds, formatOdds } from './src/core/odds-expr.ts';
for (const t of ['10d6 keep mid', '10d10 best 3', '10d6 best 5 pass 3', '100d6', '100d1000 >= 50000', '10d20 worst 4', '100d6 pass 4 vs 100d6 pass 4 reroll ties']) {
  const t0 = performance.now(); const r = evaluateOdds(parseOddsExpr(t)); const s = formatOdds(r); console.log(t, (performance.now() - t0).toFixed(0) + 'ms', s.split('\n').length, 'lines', r.summary.map(x => x.label).join('|'));
}
