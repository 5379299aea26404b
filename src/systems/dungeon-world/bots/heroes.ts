/**
 * The heroes' bot for `--auto` and `simulate` (ours): it takes the move when
 * it wins the initiative, uses its powers first (powers.ts: healing, spells,
 * Control Enemy, Finger of Death, Listen), shooters act first and shoot where
 * the odds are best, fighters stay in their melees, chargers charge, and the
 * rest head for the objective, stepping in to fight any monster that comes
 * within three squares.
 */
import type { Request } from '../../../core/request.ts';
import type { GameState, Pos } from '../state.ts';
import { distance } from '../rules/grid.ts';
import { masterPolicy as masterPolicyFor } from './master.ts';
import { isHeroSeat } from '../rules/seats.ts';
import { heroDungeonPlan, heroGoals, openPlan } from './dungeon.ts';
import { assignPlan, besideSquares, isAdjacentToEnemy, modelById, moveToward, type Plan } from './common.ts';
import { attackFirst, chargePlan, controlMovePlan, oneOfPlan, shotAssignPlan } from './powers.ts';

function objectiveSquares(st: GameState): Pos[] {
  const slay = st.objective.slay.map((id) => modelById(st, id)).filter((m) => m && m.status === 'in-play');
  return [...st.objective.reach, ...besideSquares(slay as NonNullable<(typeof slay)[number]>[])];
}

export function heroPlan(req: Request, st: GameState): Plan {
  const opts = req.options;
  switch (req.kind) {
    case 'initiative':
      return { id: 'mover', reason: 'move first' };
    case 'activate': {
      const ready = opts.filter((o) => o.id !== 'end').map((o) => modelById(st, o.id)!);
      const m = ready.find((r) => r.shooting && !isAdjacentToEnemy(st, r)) ?? ready[0]!;
      return { id: m.id, reason: `${m.name} acts` };
    }
    case 'action':
    case 'shoot':
    case 'charge-on': {
      const m = modelById(st, st.acting)!;
      const first = attackFirst(st, m, opts, req.kind, 'nothing to shoot');
      if (first) return first;
      const dungeon = heroDungeonPlan(st, m, opts);
      if (dungeon) return dungeon;
      if (opts.some((o) => o.id === 'done')) return { id: 'done', reason: 'nothing more to do' };
      if (isAdjacentToEnemy(st, m)) return { id: 'stay', reason: 'stay in the melee' };
      const foes = m.species === 'familiar' ? [] : st.models.filter((e) => e.status === 'in-play' && e.side === 'monsters' && distance(e, m) <= 3);
      if (foes.length) {
        const charge = chargePlan(st, opts);
        if (charge) return charge;
      }
      const goals = foes.length ? besideSquares(foes) : heroGoals(st, m, objectiveSquares(st));
      const step = moveToward(st, m, opts, goals);
      return step ? { id: step.id, reason: foes.length ? 'close with the monster' : 'head for the objective' } : openPlan(opts) ?? { id: 'stay', reason: 'no better square' };
    }
    case 'control-move':
      return controlMovePlan(st, req, 'heroes');
    case 'shot-assign':
      return shotAssignPlan(st, req);
    case 'one-of':
      return oneOfPlan(st, req);
    case 'resurrect':
      return { id: opts[0]!.id, reason: 'bring the hero back: no victory point for the Draken Master' };
    case 'assign':
      return assignPlan(st, req);
    case 'shop-hero': {
      const rich = opts.filter((o) => o.id !== 'leave').map((o) => modelById(st, o.id)!).filter((h) => (h.kit?.gold ?? 0) >= 50 && !(h.kit?.items.includes('health-potion') && h.kit.gold < 1000));
      return rich.length ? { id: rich[0]!.id, reason: `${rich[0]!.name} has gold to spend` } : { id: 'leave', reason: 'nothing worth buying' };
    }
    case 'shop-buy': {
      const want = ['buy:weapon-power-up', 'buy:health-potion'].find((id) => opts.some((o) => o.id === id));
      return want ? { id: want, reason: want === 'buy:health-potion' ? 'a potion for the next dungeon' : 'one more melee die, for good' } : { id: 'done', reason: 'nothing more' };
    }
    case 'carry':
      return { id: 'leave', reason: 'no barricade planned: the piece stays where it stood' };
    case 'smash':
      return { id: 'leave', reason: 'tables are the heroes\' cover' };
    default:
      return { id: opts[0]!.id, reason: 'the first choice' };
  }
}

/** Answers the heroes' requests, and the Draken Master's when a person holds that seat (both bots for --auto). */
export function botPolicy(req: Request, st: GameState): string {
  return isHeroSeat(st, req.who) ? heroPlan(req, st).id : masterPolicyFor(req, st);
}
