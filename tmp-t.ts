import { run } from './src/core/engine.ts';
import { NeedDecision } from './src/core/request.ts';
import { explorationSystem as s } from './src/systems/exploration/index.ts';
const decisions = process.argv[2] ? process.argv[2].split(' ') : [];
const script = process.argv[3] ? process.argv[3].split(',').map(Number) : [];
const r = run({ system: s, seed: 1, options: { adventure: 'lantern-cellars' }, dice: 'scripted', script, decisions, chooser: (req: any, st: any) => { if (st.six?.fight) return s.bot(req, st); throw new NeedDecision(req); } });
for (const e of r.events.slice(-Number(process.env.N ?? 12))) console.log(e.rule, '|', e.text);
console.log(r.status, r.request?.kind, r.request?.options.map((o: any) => `${o.id} = ${o.label}`).join('\n  '), 'dice', r.chance.diceRolled);
