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
import type { GameState, Model } from '../state.ts';
import type { G } from './game.ts';
import { isHero } from './dungeon/features.ts';
import { allEscaped } from './dungeon/escape.ts';

/** An end told: kept in the story, and in the log. */
function say(g: G, rule: string, text: string): void {
  g.st.story.push(text);
  if (g.ctx.log) note(g.ctx, rule, text);
}

/** The heroes (no familiar) who left through the teleporters. */
function escaped(st: GameState): Model[] {
  return st.models.filter((h) => isHero(h) && h.status === 'escaped');
}

/** Surviving Games: some heroes left and the others did not, so the Draken Master claims the victory. */
function claimed(g: G, left: readonly Model[], how: string): true {
  const { st } = g;
  st.outcome = 'master-won';
  say(g, SEC.escape, `${how}, but ${left.map((h) => h.name).join(' and ')} left through the teleporters while the others stayed: not all the heroes escaped, so the Draken Master claims the victory on move ${st.move}.`);
  return true;
}

/**
 * Decides the game if it is over now; returns true when it is. Asked after
 * every model's action: plain loops over the models, with no closure or
 * list made unless an end is near (the escaped heroes only when one wins).
 */
export function checkEnd(g: G, endOfMove: boolean): boolean {
  const { st } = g;
  if (st.outcome !== 'playing') return true;
  if (st.victoryPoints >= st.victoryLimit) {
    st.outcome = 'master-won';
    say(g, SEC.victory, `The Draken Master reaches ${st.victoryLimit} victory points and wins on move ${st.move}.`);
    return true;
  }
  if (allEscaped(st)) {
    st.outcome = 'retreated';
    say(g, SEC.escape, `Every hero has left through the teleporters on move ${st.move}: a retreat. The scenario must be played again.`);
    return true;
  }
  const models = st.models;
  let inPlay = false;
  for (let i = 0; i < models.length; i++) if (isHero(models[i]!) && models[i]!.status === 'in-play') inPlay = true;
  if (!inPlay && st.respawns.length === 0) {
    st.outcome = 'master-won';
    say(g, SEC.respawn, `Every hero is down with no active teleporter to come back on: the Draken Master wins on move ${st.move}.`);
    return true;
  }
  // Surviving Games: all the heroes in play must leave to escape; once some have left and the others do not, the
  // Draken Master claims the victory, whatever would have ended the game otherwise (a heroes' win, time up).
  const slay = st.objective.slay;
  if (slay.length && slay.every((id) => st.models.find((m) => m.id === id)?.status === 'dead')) {
    const left = escaped(st);
    if (left.length) return claimed(g, left, `The heroes slay ${slay.length === 1 ? 'their quarry' : 'every monster they came for'}`);
    st.outcome = 'heroes-won';
    say(g, SEC.oursScenario, `The heroes slay ${slay.length === 1 ? 'their quarry' : 'every monster they came for'} and win on move ${st.move}.`);
    return true;
  }
  const goal = st.dungeon?.goldGoal ?? 0;
  if (goal > 0) {
    let gold = 0;
    for (let i1 = 0, a1 = models; i1 < a1.length; i1++) {
      const h = a1[i1]!;
      if (isHero(h)) gold += h.kit ? h.kit.gold + 25 * h.kit.stacks : 0;
    }
    if (gold >= goal) {
      const left = escaped(st);
      if (left.length) return claimed(g, left, `The heroes carry ${goal} gold or more`);
      st.outcome = 'heroes-won';
      say(g, SEC.oursScenario, `The heroes carry ${goal} gold or more and win on move ${st.move}.`);
      return true;
    }
  }
  if (endOfMove && models.some((h) => isHero(h) && h.status === 'in-play' && st.objective.reach.some((p) => p.x === h.x && p.y === h.y))) {
    const left = escaped(st);
    if (left.length) return claimed(g, left, 'A hero stands on the objective');
    st.outcome = 'heroes-won';
    say(g, SEC.oursScenario, `A hero stands on the objective at the end of move ${st.move}: the heroes win.`);
    return true;
  }
  if (endOfMove && st.move >= st.maxMoves) {
    const left = escaped(st);
    if (left.length) return claimed(g, left, `The scenario's ${st.maxMoves} moves are over`);
    st.outcome = 'time-up';
    say(g, SEC.oursEnd, `The scenario's ${st.maxMoves} moves are over with nothing decided.`);
    return true;
  }
  return false;
}

export function isOver(st: GameState): boolean {
  return st.outcome !== 'playing';
}
