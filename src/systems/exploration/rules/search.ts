/**
 * Ours (`Ours: Search Tokens`): a character on or next to a search token
 * (in the same room) may spend its ACT to search it. The token is taken up
 * and what it holds is revealed: an item, nothing, creatures met at once
 * (an encounter in the middle of the round) or a skirmish (a skirmish in
 * the middle of the round). A token with a check gives what it holds only
 * to a searcher who passes; either way the token is gone.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import type { AdventureData } from '../data/index.ts';
import type { Token } from '../data/schema.ts';
import type { ExplorationOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { Explorer, ExploreState } from '../state.ts';
import { placeCreatures, rollCreatureTable } from './creatures.ts';
import { fight, skirmish } from './fights.ts';
import { checkGoals } from './goals.ts';
import { readEntries } from './journal.ts';
import { passLeadership } from './leadership.ts';
import { roomAt } from './map.ts';
import { resolverFor } from './resolve/seam.ts';

export function search(ctx: Ctx, st: ExploreState, d: AdventureData, o: ExplorationOptions, c: Explorer, t: Token): void {
  st.searched.push(t.id);
  ctx.reveal(SEC.oursSearch, 'a search token was turned over');
  if (t.check) {
    const ok = resolverFor(st).check(ctx, st, d, c, t.check, SEC.oursSearch, 'to search the token');
    if (ok) st.counts.checksPassed++;
    else st.counts.checksFailed++;
    if (!ok) {
      if (ctx.log) note(ctx, SEC.oursSearch, `${c.name} searches the token but finds nothing.`);
      return;
    }
  }
  readEntries(ctx, st, d.journal.token.get(t.id), SEC.oursSearch);
  const h = t.holds;
  if (h.item) {
    c.items.push(h.item);
    st.counts.items++;
    const name = d.a.items.find((i) => i.id === h.item)!.name;
    st.story.push(`${c.name} found ${name}.`);
    if (ctx.log) note(ctx, SEC.oursSearch, `${c.name} searches the token and finds ${name}.`, { item: h.item });
    checkGoals(ctx, st, d);
  } else if (!h.encounter && !h.skirmish && ctx.log) note(ctx, SEC.oursSearch, `${c.name} searches the token but finds nothing.`);
  if (st.outcome !== 'playing') return;
  if (h.encounter) {
    const foes = h.encounter === 'table' ? rollCreatureTable(ctx, d, 'an encounter') : h.encounter;
    midEncounter(ctx, st, d, o, foes, c);
  } else if (h.skirmish) {
    if (ctx.log) note(ctx, SEC.midSkirmish, `The token hides a skirmish in the middle of the round; after it the round goes on.`);
    skirmish(ctx, st, d, SEC.midSkirmish);
  }
}

/**
 * Encounters Occurring Mid-Round: the creatures come out 3 spaces from the
 * character, the Leader acts first in the fight, leadership passes after
 * it, and there is no skirmish roll at the end of the round.
 */
function midEncounter(ctx: Ctx, st: ExploreState, d: AdventureData, o: ExplorationOptions, foes: readonly string[], c: Explorer): void {
  if (ctx.log) note(ctx, SEC.midEncounter, `An encounter in the middle of the round: ${st.characters[st.leader]!.name}, the Leader, acts first in the fight${o.midEncounter === 'round-ends' ? '; the round ends with it' : ''}.`);
  placeCreatures(ctx, st, d, foes, c, [roomAt(d, c.pos)!], SEC.midEncounter);
  fight(ctx, st, d, 'encounter', foes, SEC.midEncounter, 3);
  st.thisRound.encounter = true;
  if (st.outcome === 'playing') passLeadership(ctx, st, SEC.midEncounter);
}
