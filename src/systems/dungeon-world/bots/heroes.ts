/**
 * The heroes' bot for `--auto` and `simulate` (ours): it takes the move when
 * it wins the initiative, uses its powers first (powers.ts: healing, spells,
 * Control Enemy, Finger of Death, Listen), shooters act first and shoot where
 * the odds are best, fighters stay in their melees, chargers charge, and the
 * rest head for the objective together (party.ts), by the ways they know
 * (ways.ts), stepping in to fight any monster that comes within three
 * squares, ganging up on one a friend already fights, while shooters keep
 * their range, and a hero outnumbered closes the door on the monsters
 * (tactics.ts); healers go to the hurt (care.ts); a hero in the open before
 * monster shooters carries a table or chair to shelter behind
 * (barricade.ts); when the game is lost they retreat through a teleporter
 * (retreat.ts).
 */
import type { Request } from '../../../core/request.ts';
import type { GameState, Model, Pos } from '../state.ts';
import { distance } from '../rules/grid.ts';
import { masterPlan, masterPolicy as masterPolicyFor } from './master.ts';
import { isHeroSeat } from '../rules/seats.ts';
import { heroAim, heroDungeonPlan, openPlan } from './dungeon.ts';
import { actOf, assignPlan, besideSquares, isAdjacentToEnemy, modelById, moveToward, readyModels, type Plan } from './common.ts';
import { nearFriends, partyStep } from './party.ts';
import { careGoals } from './care.ts';
import { barricadePlan, carryPlan } from './barricade.ts';
import { retreatPlan } from './retreat.ts';
import { gangReason, gangUp, holdDoor, isShooter, standOff } from './tactics.ts';
import { heroWays, unexploredStairs } from './ways.ts';
import { answerMemo, oneAnswer } from '../speed/answer.ts';
import { isRevealed } from '../rules/grid.ts';
import { at, distanceField } from './field.ts';
import { attackFirst, chargePlan, controlMovePlan, oneOfPlan, shotAssignPlan } from './powers.ts';

function objectiveSquares(st: GameState): Pos[] {
  // Loops, not map, filter and spreads: the lists they made came in several array kinds, and the bots were compiled again.
  const out: Pos[] = [];
  for (let i = 0; i < st.objective.reach.length; i++) out.push(st.objective.reach[i]!);
  const slay: Model[] = [];
  for (let i = 0; i < st.objective.slay.length; i++) {
    const m = modelById(st, st.objective.slay[i]!);
    if (m && m.status === 'in-play') slay.push(m);
  }
  if (slay.length) {
    const beside = besideSquares(slay);
    for (let i = 0; i < beside.length; i++) out.push(beside[i]!);
  }
  return out;
}

export function heroPlan(req: Request, st: GameState): Plan {
  return oneAnswer(() => planFor(req, st));
}

function planFor(req: Request, st: GameState): Plan {
  const opts = req.options;
  switch (req.kind) {
    case 'initiative':
      return { id: 'mover', reason: 'move first' };
    case 'activate':
      return activatePlan(opts, st);
    case 'action':
    case 'shoot':
    case 'charge-on':
      return actionPlan(req, opts, st);
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
      const rich = opts.map((o) => o.value as Model | null).filter((h): h is Model => h !== null).filter((h) => (h.kit?.gold ?? 0) >= 50 && !(h.kit?.items.includes('health-potion') && h.kit.gold < 1000));
      return rich.length ? { id: rich[0]!.id, reason: `${rich[0]!.name} has gold to spend` } : { id: 'leave', reason: 'nothing worth buying' };
    }
    case 'shop-buy': {
      const want = ['buy:weapon-power-up', 'buy:health-potion'].find((id) => opts.some((o) => o.id === id));
      return want ? { id: want, reason: want === 'buy:health-potion' ? 'a potion for the next dungeon' : 'one more melee die, for good' } : { id: 'done', reason: 'nothing more' };
    }
    case 'carry':
      return carryPlan(st, req);
    case 'smash':
      return { id: 'leave', reason: 'tables are the heroes\' cover' };
    default:
      return { id: opts[0]!.id, reason: 'the first choice' };
  }
}

/*
 * The two long cases of planFor are functions of their own (speed only): V8
 * compiles a function whole, so a case meeting a new kind of object threw
 * away and compiled again the code of the other cases with it.
 */

/** Which hero acts next: a shooter with a clear view first. */
function activatePlan(opts: Request['options'], st: GameState): Plan {
  const ready = readyModels(opts);
  const m = ready.find((r) => r.shooting && !isAdjacentToEnemy(st, r)) ?? ready[0]!;
  return { id: m.id, reason: `${m.name} acts` };
}

/** A hero's action (or shot, or the rest of a charge). */
function actionPlan(req: Request, opts: Request['options'], st: GameState): Plan {
  const m = modelById(st, st.acting)!;
  const first = attackFirst(st, m, opts, req.kind, 'nothing to shoot');
  if (first) return first;
  // The hero's aim, asked at most once in this answer (holdDoor's test and the walk below read the same state).
  let aimed: ReturnType<typeof heroAim> | undefined;
  const aim = () => (answerMemo.on ? (aimed ??= heroAim(st, m, objectiveSquares(st))) : heroAim(st, m, objectiveSquares(st)));
  const hold = holdDoor(st, m, opts, (door) => {
    const { goals } = aim();
    const ways = heroWays(st);
    const field = distanceField(st.board, goals, ways.blocked, ways.links, ways.key);
    return at(field, st.board, door) < at(field, st.board, m);
  });
  if (hold) return hold;
  const dungeon = heroDungeonPlan(st, m, opts);
  if (dungeon) return dungeon;
  if (opts.some((o) => o.id === 'done')) return { id: 'done', reason: 'nothing more to do' };
  if (isAdjacentToEnemy(st, m)) return { id: 'stay', reason: 'stay in the melee' };
  const retreat = retreatPlan(st, m, opts);
  if (retreat) return retreat;
  const barricade = barricadePlan(st, m, opts);
  if (barricade) return barricade;
  const care = careGoals(st, m);
  if (care) {
    const step = moveToward(st, m, opts, care.goals, nearFriends(st, m), heroWays(st));
    if (step) return { id: step.id, reason: care.reason };
    if (care.goals.some((g) => g.x === m.x && g.y === m.y)) return { id: 'stay', reason: care.reason };
  }
  const foes = m.species === 'familiar' ? [] : st.models.filter((e) => e.status === 'in-play' && e.side === 'monsters' && distance(e, m) <= 3);
  const shooter = isShooter(m) && m.species !== 'familiar';
  if (shooter && st.models.some((e) => e.status === 'in-play' && e.side === 'monsters' && distance(e, m) <= m.shooting!.range + m.movement)) {
    const stand = standOff(st, m, opts);
    if (stand) return stand;
  }
  if (foes.length) {
    const charge = chargePlan(st, opts);
    if (charge) return charge;
    const step = moveToward(st, m, opts, besideSquares(foes), gangUp(st, m));
    if (step) {
      return { id: step.id, reason: gangReason(st, m, step.at) };
    }
  }
  const { goals, what } = aim();
  if (unexploredStairs(st).some((s) => s.x === m.x && s.y === m.y && goals.some((g) => g.x === s.x && g.y === s.y))) {
    const up = opts.find((o) => {
      const a = actOf(o);
      return a.act === 'move' && !isRevealed(st.board, a.x, a.y);
    });
    if (up) return { id: up.id, reason: 'take the stairs to see where they lead' };
  }
  return partyStep(st, m, opts, goals, heroWays(st), what) ?? openPlan(opts) ?? { id: 'stay', reason: 'no better square' };
}

/** Answers the heroes' requests, and the Draken Master's when a person holds that seat (both bots for --auto). */
export function botPolicy(req: Request, st: GameState): string {
  return isHeroSeat(st, req.who) ? heroPlan(req, st).id : masterPolicyFor(req, st);
}

/** Why the bot chose `choice` (the log's `why`), when it is the bot's own choice. */
export function botWhy(req: Request, choice: string, st: GameState): string | undefined {
  const p = isHeroSeat(st, req.who) ? heroPlan(req, st) : masterPlan(req, st);
  return p.id === choice ? p.reason : undefined;
}
