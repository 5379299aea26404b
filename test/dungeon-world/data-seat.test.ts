/** A user's bestiary and heroes (the `data` option that `--data DIR` sets), and a person in the Draken Master's seat (hot seat). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseOptions, run } from '../../src/core/engine.ts';
import type { Request } from '../../src/core/request.ts';
import { dwSystem, type DwState } from '../../src/systems/dungeon-world/index.ts';
import { RAW_DEFAULTS } from '../../src/systems/dungeon-world/data/index.ts';
import { heroesFor, mergeDataFiles } from '../../src/systems/dungeon-world/data/sets.ts';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** Two heroes of ours renamed, and orcs that hit harder. */
function userData() {
  const heroes = clone(RAW_DEFAULTS.heroes);
  heroes.heroes = heroes.heroes.filter((h) => h.id === 'dwarf' || h.id === 'healer').map((h) => ({ ...h, id: `u-${h.id}`, name: `User ${h.name}` }));
  const bestiary = clone(RAW_DEFAULTS.bestiary);
  bestiary.monsters.find((m) => m.id === 'orc')!.attacks = 9;
  return mergeDataFiles({ heroes, bestiary });
}

test('the data option: the game plays the user\'s heroes and bestiary, and replays from its decisions', () => {
  const data = userData();
  assert.deepEqual(heroesFor(data), ['u-healer', 'u-dwarf'], 'our four are missing: the set\'s own');
  const options = { data, heroes: heroesFor(data) };
  const r = run({ system: dwSystem, seed: 3, options, log: true, chooser: (req: Request, st: DwState) => dwSystem.bot(req, st) });
  assert.equal(r.status, 'over');
  const st = r.state as DwState;
  assert.deepEqual(st.models.filter((m) => m.side === 'heroes').map((m) => m.name), ['User Healer', 'User Dwarf']);
  const orcs = st.models.filter((m) => m.kind === 'orc');
  for (const o of orcs) assert.equal(o.attacks, 9, 'spawned orcs read the user\'s bestiary');
  const again = run({ system: dwSystem, seed: 3, options, decisions: r.decisions, log: false });
  assert.equal(JSON.stringify(again.state), JSON.stringify(r.state));
});

test('the data option is refused in one line when heroes or the scenario\'s monsters are missing', () => {
  const data = userData();
  assert.throws(() => parseOptions(dwSystem, { data }), /heroes\.0: a premade hero \(u-healer, u-dwarf\)/, 'our default heroes are not in the set');
  const bestiary = clone(RAW_DEFAULTS.bestiary);
  bestiary.monsters = bestiary.monsters.filter((m) => m.id !== 'ogre');
  const noOgre = mergeDataFiles({ bestiary });
  assert.throws(() => parseOptions(dwSystem, { data: noOgre }), /the scenario crypt-of-bones needs monsters the bestiary lacks: ogre/);
  assert.throws(() => mergeDataFiles({ heroes: { heroes: [{ id: 'x' }] } }, (n) => `dir/${n}.json`), /^Error: dir\/heroes\.json: heroes\.0\./);
  assert.throws(() => mergeDataFiles({ spells: {} }, (n) => `dir/${n}.json`), /dir\/spells\.json: not a data file; they are bestiary\.json, heroes\.json/);
});

test('hot seat: with master=player every Draken Master decision is a person\'s, asked by name, and recorded', () => {
  const seats = new Map<string, Set<string>>();
  const chooser = (req: Request, st: Parameters<typeof dwSystem.bot>[1]) => {
    if (!seats.has(req.who)) seats.set(req.who, new Set());
    seats.get(req.who)!.add(req.kind);
    return dwSystem.bot(req, st);
  };
  const options = { master: 'player', masterName: 'Morgana' };
  let r = run({ system: dwSystem, seed: 11, options, log: true, chooser });
  // Games until one spawned and the Draken Master's seat has activated, acted and assigned (a short Crypt game may end first).
  const chose = () => ['activate', 'action', 'assign'].every((k) => seats.get('player:Morgana')?.has(k));
  for (let s = 12; (r.state.spawned === 0 || !chose()) && s < 60; s++) r = run({ system: dwSystem, seed: s, options, log: true, chooser });
  assert.equal(r.status, 'over');
  assert.deepEqual([...seats.keys()].sort(), ['player:Morgana', 'player:Player']);
  const dm = seats.get('player:Morgana')!;
  for (const k of ['activate', 'action', 'assign']) assert.ok(dm.has(k), `the Draken Master's seat chose ${k}`);
  assert.ok(!r.events.some((e) => e.type === 'decision' && e.who === 'mechanics'), 'nothing was left to the game mechanics');
  assert.ok(r.decisions.length > 0);
  // Paused at the Draken Master's first decision, the request names Morgana.
  const first = run({ system: dwSystem, seed: 11, options, decisions: [] });
  let paused = first;
  for (let n = 0; paused.status === 'decision' && paused.request!.who !== 'player:Morgana' && n < 50; n++) {
    paused = run({ system: dwSystem, seed: 11, options, decisions: [...(paused.decisions ?? []), dwSystem.bot(paused.request!, paused.state)] });
  }
  assert.equal(paused.request!.who, 'player:Morgana');
});
