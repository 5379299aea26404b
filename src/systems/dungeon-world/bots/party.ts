/**
 * The heroes keep together (ours): a hero heading for the party's goal
 * takes, of the squares that get it there soonest, the one nearest its
 * friends; it never waits for them (the monsters spawn every move, so time
 * costs more than a spread party).
 */
import type { Option } from '../../../core/request.ts';
import type { GameState, Model, Pos } from '../state.ts';
import { isHero } from '../rules/dungeon/features.ts';
import { distance, isRevealed } from '../rules/grid.ts';
import { actOf, moveToward, type Plan, type Ways } from './common.ts';
import { counted } from '../../../core/text.ts';

/** A preference for squares near the other heroes (up to 4 squares counts). */
export function nearFriends(st: GameState, m: Model): (p: Pos) => number {
  const friends = st.models.filter((f) => f !== m && isHero(f) && f.status === 'in-play');
  return (p) => {
    // The nearest friend, up to 4 squares (a loop: asked of every move option).
    let d = 4;
    for (let k = 0; k < friends.length; k++) d = Math.min(d, distance(friends[k]!, p));
    return (friends.length ? 4 - d : 0) / 5;
  };
}

/** The move option towards `goals` for hero `m`, nearest its friends among the best; null when none gets nearer. */
export function partyStep(st: GameState, m: Model, opts: readonly Option[], goals: readonly Pos[], ways: Ways, what: string): Plan | null {
  // The far end of stairs not yet taken is chosen on purpose only (heroes.ts).
  const known = opts.filter((o) => {
    const a = actOf(o);
    return a.act !== 'move' || isRevealed(st.board, a.x, a.y);
  });
  const step = moveToward(st, m, known, goals, nearFriends(st, m), ways);
  return step ? { id: step.id, reason: `${what} (${counted(step.dist, 'point')} to go)` } : null;
}
