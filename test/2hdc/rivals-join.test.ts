/**
 * 39.9.1: rivals who join the band leave their enemy ids (`e3`) for band ids
 * unique across a campaign, so the next adventure's enemies (numbered from
 * `e1` again) never share an id with a band member.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { testCtx } from '../../src/core/testing.ts';
import { rivals } from '../../src/systems/2hdc/rules/adventure/encounter.ts';
import { enemies } from '../../src/systems/2hdc/rules/adventure/foes.ts';
import { newAdventure } from '../../src/systems/2hdc/rules/adventure/setup.ts';
import { ADVENTURE_DEFAULTS, type AdventureOptions } from '../../src/systems/2hdc/options.ts';
import type { Character } from '../../src/systems/2hdc/state.ts';
import { ch } from './helpers.ts';
import { oneGroupAdventure } from './adventure-helpers.ts';

/** A Rep 6 Star and three Grunts meet rivals and let them join, on the first seed where some do. */
function joinOnce(band: Character[], adventures: number, from = 1): Character[] {
  const options: AdventureOptions = { ...ADVENTURE_DEFAULTS, campaign: { band: [], adventures } };
  for (let seed = from; seed < from + 300; seed++) {
    const copy = band.map((c) => structuredClone(c));
    const { state, g } = oneGroupAdventure(copy);
    state.starStartRep = 6;
    state.nextEnemyId = 1;
    rivals(testCtx({ seed, answers: (req) => (req.kind === 'rivals' ? (req.options.some((o) => o.id === 'join') ? 'join' : 'part') : req.options[0]!.id) }), state, g, options);
    if (state.band.length > band.length) return state.band;
  }
  throw new Error('no rivals joined');
}

test('39.9.1: a joining rival takes a band id, never an enemy id, and the next adventure\'s enemies and joiners clash with nobody', () => {
  const star = ch('star-Ann', 'Human', 'Knight', 6, ['S'], 6, true, true);
  const band0 = [star, ch('g1', 'Human', 'Soldier', 3, ['S'], 4), ch('g2', 'Human', 'Soldier', 3, ['S'], 4)];
  const band1 = joinOnce(band0, 0);
  const joined = band1.slice(band0.length);
  for (const c of joined) assert.doesNotMatch(c.id, /^e\d+$/, `${c.name} keeps an enemy id`);
  assert.equal(new Set(band1.map((c) => c.id)).size, band1.length, 'ids unique in the band');
  // The next adventure of the campaign: its enemies are numbered from e1 again.
  const next = newAdventure(ADVENTURE_DEFAULTS);
  next.band = band1;
  const foes = enemies(testCtx({ seed: 3 }), next, 'Orc', 6);
  for (const f of foes) assert.ok(!band1.some((c) => c.id === f.id), `enemy ${f.id} shares a band member's id`);
  // More rivals join in the next adventure: their ids differ from the first joiners'.
  // (g2 fell in the first adventure: three go on, so rivals can be outnumbered 3:1 again.)
  const carried = band1.filter((c) => c.id !== 'g2').slice(0, 3);
  const band2 = joinOnce(carried, 1, 50);
  assert.ok(band2.length > carried.length);
  assert.equal(new Set(band2.map((c) => c.id)).size, band2.length, 'ids unique across the campaign');
});
