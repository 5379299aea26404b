/**
 * The players' bot for `--auto` and `simulate`, with its reasons. Fights are
 * played by the 3d6 bot. Between fights: rest at a round's start while
 * someone is down or the party is badly hurt (at most a few times); move
 * to the nearest search token or closed door no one else stands at, else
 * toward a room a goal asks for; heal someone down or badly hurt in the
 * room, else search, then open or try a door, as the ACT. At the table it answers for the host game (bots/table.ts).
 */
import type { Option, Request } from '../../../core/request.ts';
import { onWay, type Act } from '../rules/turn.ts';
import { sixSystem } from '../../3d6/api.ts';
import { adventureOf, type AdventureData } from '../data/index.ts';
import { touches } from '../rules/map.ts';
import { destId, moveTargets, type Target } from '../rules/move.ts';
import type { Explorer, ExploreState } from '../state.ts';
import { tableAnswer } from './table.ts';

/** Ours: the bot rests at most this many times in an adventure. */
const BOT_RESTS = 3;

function acting(st: ExploreState): Explorer {
  return st.characters.find((c) => c.id === st.acting)!;
}

/** Someone else already stands at the target (next to the token, or beside the door). */
function claimed(d: AdventureData, st: ExploreState, me: Explorer, t: Target): boolean {
  const others = st.characters.filter((c) => c.id !== me.id && c.condition === 'up');
  if (t.kind === 'token') {
    const at = d.tokens.get(t.id)!.at;
    return others.some((c) => touches(c.pos, { x: at[0], y: at[1] }));
  }
  if (t.kind === 'door') {
    const k = d.connections.get(t.id)!;
    return others.some((c) => onWay(k, c.pos.x, c.pos.y));
  }
  return false;
}

/** Where to move: the nearest token or door unclaimed, else a room a goal names, else stay. */
function chooseMove(st: ExploreState, opts: readonly Option[]): { id: string; why: string } {
  const d = adventureOf(st);
  const me = acting(st);
  const targets = moveTargets(d, st, me);
  // The squares offered, by option id, asked once per target (not once per target and option).
  const offered = new Set<string>();
  for (const o of opts) offered.add(o.id);
  const legal = (t: Target) => offered.has(destId(d, t.dest));
  const near = targets.filter((t) => t.kind !== 'room' && legal(t) && !claimed(d, st, me, t)).sort((a, b) => a.steps + a.left - (b.steps + b.left));
  if (near[0]) return { id: destId(d, near[0].dest), why: `the nearest ${near[0].kind} no one else is at` };
  const goalRooms = d.a.goals.filter((g) => 'reach' in g && !st.goalsMet.includes(g.id)).map((g) => ('reach' in g ? g.reach : ''));
  const room = targets.find((t) => t.kind === 'room' && goalRooms.includes(t.id) && legal(t));
  if (room) return { id: destId(d, room.dest), why: 'a room a goal asks for' };
  return { id: 'stay', why: 'nothing left to head for' };
}

/** The ACT: heal someone down or below half HP (a spell before a draught), else search, then a door, else nothing. */
export function chooseAct(opts: readonly Option<Act>[]): string {
  const needs = (o: Option<Act>) => o.value?.kind === 'care' && (o.value.care.to.condition !== 'up' || o.value.care.to.hp * 2 < o.value.care.to.maxHp);
  const heal = opts.find((o) => needs(o) && o.value?.kind === 'care' && o.value.care.kind === 'mend') ?? opts.find(needs);
  if (heal) return heal.id;
  return (opts.find((o) => o.value?.kind === 'search') ?? opts.find((o) => o.value?.kind === 'open' || o.value?.kind === 'unlock') ?? opts[opts.length - 1]!).id;
}

function hurt(st: ExploreState): boolean {
  if (st.characters.some((c) => c.condition === 'down')) return true;
  if (!st.six) return false;
  const alive = st.characters.filter((c) => c.condition === 'up').map((c) => st.six!.fighters[c.id]!);
  return alive.reduce((a, f) => a + f.hp, 0) * 2 < alive.reduce((a, f) => a + f.maxHp, 0);
}

export function botPolicy(req: Request, st: ExploreState): string {
  if (st.six?.fight) return sixSystem.bot(req, st.six);
  switch (req.kind) {
    case 'round-start':
      return hurt(st) && st.counts.rests < BOT_RESTS ? 'rest' : 'explore';
    case 'move':
      return chooseMove(st, req.options).id;
    case 'act':
      // An 'act' option carries its Act (rules/turn.ts).
      return chooseAct(req.options as readonly Option<Act>[]);
    case 'table-check':
    case 'table-fight':
    case 'table-down':
      return tableAnswer(req, st);
    default:
      return req.options[0]!.id;
  }
}

/** The game mechanics: only the 3d6 game master's side in a fight asks anything. */
export function mechanicsPolicy(req: Request, st: ExploreState): string {
  if (st.six?.fight) return sixSystem.mechanics(req, st.six);
  return req.options[0]!.id;
}
