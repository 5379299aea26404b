/**
 * Dungeon Crawl Exploration from start to end: the party enters the first
 * room (revealed with any room joined to it by an archway or opening, and
 * its journal read), then plays rounds until the goals are met, the party
 * is beaten, leaves, or runs out of time.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import { adventureOf } from '../data/index.ts';
import type { ExplorationOptions } from '../options.ts';
import { SEC } from '../sections.ts';
import type { ExploreState } from '../state.ts';
import { checkGoals } from './goals.ts';
import { readEntries, readRooms, uncoverRooms } from './journal.ts';
import { playRound } from './round.ts';

export function playExploration(ctx: Ctx, st: ExploreState, o: ExplorationOptions): void {
  const d = adventureOf(st);
  if (ctx.log) note(ctx, SEC.exploration, `${d.a.title}: ${st.characters.map((c) => c.name).join(', ')} enter. The goals of the whole dungeon: ${d.a.goals.map((g) => g.text).join('; ')}. ${d.a.rounds} rounds before the light fails.`);
  readEntries(ctx, st, d.journal.event.get('start'), SEC.exploration);
  readRooms(ctx, st, d, uncoverRooms(ctx, st, d, d.a.start.room));
  checkGoals(ctx, st, d);
  fromRounds(ctx, st, o);
}

/** Round after round from the top of one (where a live game may go on from: the GameSystem's `resume`). */
export function fromRounds(ctx: Ctx, st: ExploreState, o: ExplorationOptions): void {
  const d = adventureOf(st);
  while (st.outcome === 'playing') {
    // A round's top: everything the rest of the game depends on is in the state.
    ctx.checkpoint?.();
    playRound(ctx, st, d, o);
  }
  st.phase = 'over';
  st.acting = null;
  st.diceRolled = ctx.chance.diceRolled;
}
