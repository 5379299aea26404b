/**
 * Winning and losing: the Draken Master wins on reaching the scenario's
 * victory points, or when every hero is dead with no active teleporter to
 * come back on; the heroes win by the scenario's objective (a square reached,
 * the named monsters slain). Ours: a game not decided after the scenario's
 * moves ends as "time up". Once some heroes have left through the
 * teleporters, only all of them leaving is an escape: any other end is the
 * Draken Master's victory (Surviving Games).
 */
import { note } from '../../../core/engine.ts';
import { SEC } from '../sections.ts';
import type { GameState } from '../state.ts';
import type { G } from './game.ts';
import { isHero } from './dungeon/features.ts';
import { allEscaped } from './dungeon/escape.ts';

/** Decides the game if it is over now; returns true when it is. */
export function checkEnd(g: G, endOfMove: boolean): boolean {
  const { st, ctx } = g;
  if (st.outcome !== 'playing') return true;
  const say = (rule: string, text: string) => {
    st.story.push(text);
    if (ctx.log) note(ctx, rule, text);
  };
  if (st.victoryPoints >= st.victoryLimit) {
    st.outcome = 'master-won';
    say(SEC.victory, `The Draken Master reaches ${st.victoryLimit} victory points and wins on move ${st.move}.`);
    return true;
  }
  const heroes = st.models.filter(isHero);
  if (allEscaped(st)) {
    st.outcome = 'retreated';
    say(SEC.escape, `Every hero has left through the teleporters on move ${st.move}: a retreat. The scenario must be played again.`);
    return true;
  }
  if (heroes.every((h) => h.status !== 'in-play') && st.respawns.length === 0) {
    st.outcome = 'master-won';
    say(SEC.respawn, `Every hero is down with no active teleporter to come back on: the Draken Master wins on move ${st.move}.`);
    return true;
  }
  // Surviving Games: all the heroes in play must leave to escape; once some have left and the others do not, the
  // Draken Master claims the victory, whatever would have ended the game otherwise (a heroes' win, time up).
  const left = heroes.filter((h) => h.status === 'escaped');
  const claimed = (how: string): true => {
    st.outcome = 'master-won';
    say(SEC.escape, `${how}, but ${left.map((h) => h.name).join(' and ')} left through the teleporters while the others stayed: not all the heroes escaped, so the Draken Master claims the victory on move ${st.move}.`);
    return true;
  };
  const slay = st.objective.slay;
  if (slay.length && slay.every((id) => st.models.find((m) => m.id === id)?.status === 'dead')) {
    if (left.length) return claimed(`The heroes slay ${slay.length === 1 ? 'their quarry' : 'every monster they came for'}`);
    st.outcome = 'heroes-won';
    say(SEC.oursScenario, `The heroes slay ${slay.length === 1 ? 'their quarry' : 'every monster they came for'} and win on move ${st.move}.`);
    return true;
  }
  const goal = st.dungeon?.goldGoal ?? 0;
  if (goal > 0 && heroes.reduce((a, h) => a + (h.kit ? h.kit.gold + 25 * h.kit.stacks : 0), 0) >= goal) {
    if (left.length) return claimed(`The heroes carry ${goal} gold or more`);
    st.outcome = 'heroes-won';
    say(SEC.oursScenario, `The heroes carry ${goal} gold or more and win on move ${st.move}.`);
    return true;
  }
  if (endOfMove && heroes.some((h) => h.status === 'in-play' && st.objective.reach.some((p) => p.x === h.x && p.y === h.y))) {
    if (left.length) return claimed('A hero stands on the objective');
    st.outcome = 'heroes-won';
    say(SEC.oursScenario, `A hero stands on the objective at the end of move ${st.move}: the heroes win.`);
    return true;
  }
  if (endOfMove && st.move >= st.maxMoves) {
    if (left.length) return claimed(`The scenario's ${st.maxMoves} moves are over`);
    st.outcome = 'time-up';
    say(SEC.oursEnd, `The scenario's ${st.maxMoves} moves are over with nothing decided.`);
    return true;
  }
  return false;
}

export function isOver(st: GameState): boolean {
  return st.outcome !== 'playing';
}
