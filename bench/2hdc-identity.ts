/**
 * Identity check for 2HDC performance work: plays 3,000 games over the
 * system's setups with the log off (and the simulate tally on) plus 100 with
 * the log on, and prints one hash of the reports, decisions, final states,
 * tallies and events. A speed-up must leave the hash unchanged.
 * Run: node --import tsx bench/2hdc-identity.ts [games] [logged]
 */
import { createHash } from 'node:crypto';
import { autoplay, parseOptions } from '../src/core/engine.ts';
import { newTally, tallyTables } from '../src/core/events.ts';
import { twoHourSystem } from '../src/systems/2hdc/index.ts';

const games = Number(process.argv[2] ?? 3000);
const logged = Number(process.argv[3] ?? 100);
const setups = twoHourSystem.setups!.map((s) => parseOptions(twoHourSystem, s.options));
const h = createHash('sha256');
const tally = newTally();
for (let g = 0; g < games + logged; g++) {
  const log = g >= games;
  const r = autoplay(twoHourSystem, g + 1, setups[g % setups.length], log, log ? null : tally, true);
  h.update(JSON.stringify(twoHourSystem.report(r.state)));
  h.update(r.decisions.join('|'));
  h.update(JSON.stringify(r.state));
  h.update(String(r.chance.revealed));
  if (log) h.update(JSON.stringify(r.events));
}
h.update(JSON.stringify(tallyTables(tally)));
console.log(JSON.stringify({ system: '2hdc-identity', games, logged, hash: h.digest('hex') }));
