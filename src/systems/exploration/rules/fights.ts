/**
 * Encounters and skirmishes as the book runs them around a fight: who
 * fights (the Leader first), where the creatures stand, what follows (a
 * lost fight ends the adventure). The fight itself goes through the
 * resolver seam (resolve/seam.ts). No door opens while `st.combat` is set.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import type { AdventureData } from '../data/index.ts';
import type { ExploreState } from '../state.ts';
import { placeCreatures, rollCreatureTable, rollStrength, skirmishFoes } from './creatures.ts';
import { checkBeaten, endAdventure } from './goals.ts';
import { fromLeader } from './leadership.ts';
import { resolverFor } from './resolve/seam.ts';

/** Squares between the party and skirmishers when a 3d6 fight starts (ours: they come out of the dark). */
const SKIRMISH_APART = 9;

export function fight(ctx: Ctx, st: ExploreState, d: AdventureData, kind: 'encounter' | 'skirmish', foes: readonly string[], rule: string, apart: number): void {
  const order = fromLeader(st).map((c) => c.id);
  if (!order.length) return checkBeaten(ctx, st, d);
  const names = foes.map((id) => d.a.monsters.find((m) => m.id === id)!.name);
  st.combat = { kind, foes: names };
  if (kind === 'encounter') st.counts.encounters++;
  else st.counts.skirmishes++;
  if (ctx.log) note(ctx, rule, `${kind === 'encounter' ? 'An encounter' : 'A skirmish'} with ${names.join(', ')}: leadership stays with ${st.characters[st.leader]!.name} until the combat is over.`);
  const out = resolverFor(st).fight(ctx, st, d, { kind, foes, order, apart, rule });
  st.combat = null;
  st.creatures = [];
  st.story.push(`Round ${st.round}: ${out === 'won' ? 'beat' : out === 'fled' ? 'fled from' : 'lost to'} ${names.join(', ')}.`);
  for (const c of st.characters) if (c.condition === 'dead' && !st.story.includes(`${c.name} died.`)) st.story.push(`${c.name} died.`);
  if (out === 'lost') endAdventure(ctx, st, d, 'lost');
  else checkBeaten(ctx, st, d);
}

/**
 * A skirmish: its strength by group size, creatures from the table, placed
 * as the book places creatures (Doors: Unlocked Doors: 3 spaces away if
 * possible), here from the Leader, who rolled for it; ours, as the book
 * gives no other place for a skirmish's creatures.
 */
export function skirmish(ctx: Ctx, st: ExploreState, d: AdventureData, rule: string): void {
  const strength = rollStrength(ctx, st, d);
  const row = rollCreatureTable(ctx, d, 'skirmish');
  const foes = skirmishFoes(row, strength);
  const leader = fromLeader(st)[0];
  if (leader) placeCreatures(ctx, st, d, foes, leader, st.revealed, rule);
  fight(ctx, st, d, 'skirmish', foes, rule, SKIRMISH_APART);
}
