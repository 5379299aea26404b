import { run } from './src/core/engine.ts';
import { dwSystem } from './src/systems/dungeon-world/index.ts';
import { invariantProblems } from './src/systems/dungeon-world/invariants.ts';
const out: Record<string, number> = {};
let moves = 0;
for (let seed = 1; seed <= 150; seed++) {
  const options = { scenario: 'generated', mapSeed: seed };
  try {
    const r = run({ system: dwSystem, seed, options, log: false, chooser: dwSystem.bot });
    out[r.state.outcome] = (out[r.state.outcome] ?? 0) + 1;
    moves += r.state.move;
    const p = invariantProblems(r.state); if (p.length) console.log(seed, p);
  } catch (e) { console.log(seed, (e as Error).stack?.split('\n').slice(0, 6).join('\n')); break; }
}
console.log(out, moves / 150);
