/**
 * 26.1 Run Away!: a band member who fled the Battle Board takes a Man Down
 * Crisis Test when next active; Duck Back or Flee means he quits, dropping
 * all his treasure. After the game each quitter rolls on the After the
 * Fight Recovery Table (27.0) as if Out of the Fight. The test itself is the
 * fight code's (api.ts runAwayTest).
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { recoverAfterFight, runAwayTest } from '../api.ts';
import type { Character } from '../../state.ts';
import { pruneGroups } from './groups.ts';
import { member, type AdventureState, type Group } from '../../state-adventure.ts';

/** Marks those who fled: each owes a 26.1 test on his next activation. */
export function owesRunAway(state: AdventureState, fled: readonly Character[]): void {
  for (const c of fled) if (!state.runAway.includes(c.id)) state.runAway.push(c.id);
}

/** At the start of a group's activation: 26.1 for its members who fled; those who quit leave the group. */
export function runAwayOnActivation(ctx: Ctx, state: AdventureState, g: Group, who: string): Character[] {
  const due: Character[] = [];
  for (const id of g.members) if (state.runAway.includes(id)) due.push(member(state, id));
  if (due.length === 0) return [];
  state.runAway = state.runAway.filter((id) => !g.members.includes(id));
  const quit = runAwayTest(ctx, due, who);
  if (quit.length > 0) {
    state.story.push(`Turn ${state.turn}: ${quit.map((c) => c.name).join(', ')} ran away and quit.`);
    pruneGroups(state);
  }
  return quit;
}

/**
 * After the game (26.1): every quitter rolls 27.0 counting as Out of the
 * Fight. Survivors find their own way out: they count as having gone Out of
 * the Fight (no Rep gain, 42.2) and take no share of the treasure, which they
 * dropped. Returns the survivors, now outside.
 */
export function quittersReturn(ctx: Ctx, state: AdventureState): Character[] {
  const quit = state.band.filter((c) => c.status === 'quit');
  if (quit.length === 0) return [];
  for (const c of quit) {
    c.status = 'out-of-the-fight';
    if (!state.wentOut.includes(c.id)) state.wentOut.push(c.id);
  }
  if (ctx.log) note(ctx, '26.1', `After the game, ${quit.map((c) => c.name).join(', ')} roll for recovery as Out of the Fight.`);
  recoverAfterFight(ctx, { members: quit });
  const back = quit.filter((c) => c.status === 'carry-on');
  for (const c of back) state.outside.push(c.id);
  return back;
}
