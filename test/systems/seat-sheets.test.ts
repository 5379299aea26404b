/** Each seat's heroes marked on their sheets (issue 21): a room's seat sees its own Star (2HDC) or heroes (Dungeon World) as "yours", and nobody else's; the local players at one screen see every owner, none "yours". */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NeedDecision, type Request } from '../../src/core/request.ts';
import { run, type GameSystem } from '../../src/core/engine.ts';
import { LOCAL } from '../../src/core/view-model.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import type { TwoHourViewModel } from '../../src/systems/2hdc/view/view-model.ts';
import { dwSystem } from '../../src/systems/dungeon-world/index.ts';
import type { DwViewModel } from '../../src/systems/dungeon-world/view/view-model.ts';

/** The state after `n` of the bot's decisions. */
function after<S>(system: GameSystem<S>, options: Record<string, unknown>, n: number): S {
  let k = 0;
  return run({ system, seed: 4, options, log: false, chooser: (req: Request, st: S) => (k++ < n ? system.bot(req, st) : (() => { throw new NeedDecision(req); })()) }).state as S;
}

test('2HDC: a seat sees its own Star (and Grunts) as yours, the other players\' Stars by their owner', () => {
  const st = after(twoHourSystem, { players: ['Ann', 'Bob'] }, 30);
  const ann = twoHourSystem.viewModel!(st, { seat: 'Ann' }) as TwoHourViewModel;
  const stars = ann.band.filter((c) => c.star);
  assert.deepEqual(stars.map((c) => [c.owner, c.yours]), [['Ann', true], ['Bob', false]]);
  for (const c of ann.band) assert.equal(c.yours, c.owner === 'Ann', `${c.name}, ${c.owner}'s: a Grunt too is its player's`);
  const local = twoHourSystem.viewModel!(st, LOCAL) as TwoHourViewModel;
  assert.ok(local.band.every((c) => !c.yours), 'at one screen, no seat: nothing is "yours"');
});

test('Dungeon World: a seat sees the heroes it runs as yours, on the sheets and the board', () => {
  const st = after(dwSystem, { players: ['Ann', 'Bob'] }, 20);
  const bob = dwSystem.viewModel!(st, { seat: 'Bob' }) as DwViewModel;
  assert.ok(bob.heroes.length >= 2);
  for (const h of bob.heroes) assert.equal(h.yours === true, h.player === 'Bob', `${h.name} (${h.player})`);
  assert.ok(bob.heroes.some((h) => h.yours) && bob.heroes.some((h) => !h.yours));
  for (const m of bob.models) if (m.side === 'heroes') assert.equal(m.yours === true, m.player === 'Bob');
  assert.ok((dwSystem.viewModel!(st, LOCAL) as DwViewModel).heroes.every((h) => !h.yours));
});
