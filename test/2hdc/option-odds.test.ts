/** Options that lead to a test carry its odds as data (request.ts Odds): Fast Move, searching, crossing, spells, charge targets. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/core/engine.ts';
import { toNumber } from '../../src/core/odds.ts';
import type { Request } from '../../src/core/request.ts';
import { twoHourSystem } from '../../src/systems/2hdc/index.ts';
import { fastMoveOdds, searchOdds } from '../../src/systems/2hdc/rules/adventure/odds.ts';
import type { AdventureState } from '../../src/systems/2hdc/state-adventure.ts';

const sys = twoHourSystem;

test('in logged adventures every Fast Move, search, searcher, crossing, spell and charge target option carries odds; its chance matches the rules\' odds', () => {
  const kinds = new Map<string, number>();
  const chooser = (req: Request, state: AdventureState) => {
    for (const o of req.options) {
      const tested = /^fast/.test(o.id) || o.id === 'search' || ['searcher', 'cross-order', 'target'].includes(req.kind) || (req.kind === 'spell' && o.id !== 'none');
      if (!tested) continue;
      const odds = o.odds;
      assert.ok(odds, `${req.kind} ${o.id} (${o.label}) has odds`);
      assert.ok(odds.chance >= 0 && odds.chance <= 1 && odds.of && odds.text, JSON.stringify(odds));
      const key = req.kind === 'action' ? o.id.replace(/-.*/, '').replace(/^fast.*/, 'fast') : req.kind;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
      if (key === 'fast') {
        const rep = Number(/at Rep (\d+)/.exec(odds.of)![1]);
        assert.equal(odds.chance, toNumber(fastMoveOdds(rep)));
      }
      if (req.kind === 'searcher' && /\(Rep (\d+):/.test(o.label)) assert.equal(odds.chance, toNumber(searchOdds(2, Number(/\(Rep (\d+):/.exec(o.label)![1]))));
    }
    // Search and cross when offered, so those options are asked for.
    const search = req.options.find((o) => o.id === 'search');
    if (search && state.turn % 3 === 0) return search.id;
    return sys.bot(req, state);
  };
  for (let seed = 1; seed <= 40; seed++) run({ system: sys, seed, options: sys.setups![seed % sys.setups!.length]!.options, chooser });
  for (const k of ['fast', 'search', 'searcher', 'target', 'spell']) assert.ok((kinds.get(k) ?? 0) > 0, `some ${k} options seen: ${JSON.stringify([...kinds])}`);
});
