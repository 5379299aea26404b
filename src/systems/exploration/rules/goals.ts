/**
 * Ours (`Ours: Goals`): the dungeon's goals (Dungeon Crawl Exploration: one
 * set for the whole dungeon) are met when a character carries the item
 * named or stands in the room named; the adventure is won the moment the
 * last one is met. It is lost when no character is left standing or a
 * fight is lost, and runs out of time after the adventure's rounds.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import type { AdventureData } from '../data/index.ts';
import { SEC } from '../sections.ts';
import type { ExploreState } from '../state.ts';
import { readEntries } from './journal.ts';
import { roomAt } from './map.ts';

export function checkGoals(ctx: Ctx, st: ExploreState, d: AdventureData): void {
  for (const g of d.a.goals) {
    if (st.goalsMet.includes(g.id)) continue;
    const met = 'find' in g ? st.characters.some((c) => c.condition !== 'dead' && c.items.includes(g.find)) : st.characters.some((c) => c.condition === 'up' && roomAt(d, c.pos) === g.reach);
    if (!met) continue;
    st.goalsMet.push(g.id);
    st.story.push(`Goal met: ${g.text}.`);
    if (ctx.log) note(ctx, SEC.oursGoals, `Goal met: ${g.text} (${st.goalsMet.length} of ${d.a.goals.length}).`);
    readEntries(ctx, st, d.journal.goal.get(g.id), SEC.oursGoals);
  }
  if (st.outcome === 'playing' && st.goalsMet.length === d.a.goals.length) endAdventure(ctx, st, d, 'won');
}

export function endAdventure(ctx: Ctx, st: ExploreState, d: AdventureData, outcome: Exclude<ExploreState['outcome'], 'playing'>): void {
  if (st.outcome !== 'playing') return;
  st.outcome = outcome;
  st.phase = 'over';
  const words = { won: 'every goal is met', lost: 'the party is beaten', 'out-of-time': `the ${d.a.rounds} rounds are spent`, left: 'the party leaves the dungeon' }[outcome];
  st.story.push(`The adventure ends in round ${st.round}: ${words}.`);
  if (ctx.log) note(ctx, outcome === 'out-of-time' ? SEC.oursTime : SEC.oursGoals, `The adventure ends: ${words}.`);
  if (outcome !== 'left') readEntries(ctx, st, d.journal.event.get(outcome === 'won' ? 'won' : 'lost'), SEC.oursGoals);
}

/** Lost when no character stands. */
export function checkBeaten(ctx: Ctx, st: ExploreState, d: AdventureData): void {
  if (!st.characters.some((c) => c.condition === 'up')) endAdventure(ctx, st, d, 'lost');
}
