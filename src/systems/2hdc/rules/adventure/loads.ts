/**
 * 32.2 What can you carry? in the dungeon: the treasure found (40.0, 41.0,
 * 29.4.1) is carried by the group that found it until it is divided (42.0),
 * each item by one member (counted in `state.carried`); a load beyond 2× Rep
 * forbids the Fast Move (18.2), beyond 3× moving on two turns in a row
 * (remembered in `state.movedOn`), beyond 4× cannot be taken at all.
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { choice, type Option } from '../../../../core/request.ts';
import { carrying, loadClass, type Carrying } from '../api.ts';
import type { Character, MagicItem } from '../../state.ts';
import { fit, whoFor } from './groups.ts';
import { member, type AdventureState, type Group } from '../../state-adventure.ts';
import { counted } from '../../../../core/text.ts';
import { mapPacked } from '../../speed/packed.ts';

/** A member's load, with the treasure he carries for the band. */
export function loadOf(state: AdventureState, c: Character, extra = 0): Carrying {
  return carrying(c, (state.carried[c.id] ?? 0) + extra);
}

/** The first member able to act whose load forbids the Fast Move (18.2, 32.2), or null. */
export function tooLoadedToFastMove(state: AdventureState, g: Group): Character | null {
  for (const id of g.members) {
    const c = member(state, id);
    // fit(): able to act.
    if (c.status !== 'carry-on' && c.status !== 'duck-back' && c.status !== 'flee') continue;
    if (loadClass(c, state.carried[id] ?? 0) !== 'normal') return c;
  }
  return null;
}

/** The first member able to act who moved last turn and whose load forbids moving two turns in a row (32.2), or null. */
export function mustRest(state: AdventureState, g: Group): Character | null {
  for (const id of g.members) {
    if (state.movedOn[id] !== state.turn - 1) continue;
    const c = member(state, id);
    if (c.status !== 'carry-on' && c.status !== 'duck-back' && c.status !== 'flee') continue;
    const load = loadClass(c, state.carried[c.id] ?? 0);
    if (load !== 'normal' && load !== 'no-fast-move') return c;
  }
  return null;
}

/**
 * What the group's loads allow on its turn (32.2), for its options: 'rest'
 * when `mustRest` names someone (no move at all), 'walk' when nobody can act
 * or `tooLoadedToFastMove` names someone (no Fast Move), else 'fast'. One
 * pass over the members, each load worked out once (asked every turn of
 * every group; the two checks apart read every load twice).
 */
export function movesAllowed(state: AdventureState, g: Group): 'rest' | 'walk' | 'fast' {
  let anyFit = false;
  let slowed = false;
  // What members carry for the band are the pool's items (40.0): with none found (or all left), nobody carries any, and the table is not read.
  const pooled = state.treasure.magic.length > 0;
  for (const id of g.members) {
    const c = member(state, id);
    if (c.status !== 'carry-on' && c.status !== 'duck-back' && c.status !== 'flee') continue;
    anyFit = true;
    const load = loadClass(c, pooled ? state.carried[id] ?? 0 : 0);
    if (load === 'normal') continue;
    slowed = true;
    if (load !== 'no-fast-move' && state.movedOn[id] === state.turn - 1) return 'rest';
  }
  return anyFit && !slowed ? 'fast' : 'walk';
}

/** Remembers that the group's members moved this turn (18.1, 18.2, 18.3.2). */
export function markMoved(state: AdventureState, g: Group): void {
  for (const id of g.members) state.movedOn[id] = state.turn;
}

const LEAVE_IT: Option<null> = choice(null, 'leave', 'Leave it behind');
const LOAD_WORDS: Record<Carrying['load'], string> = {
  normal: 'moves normally',
  'no-fast-move': 'no Fast Move',
  'no-fast-move-or-two-turns': 'no Fast Move, not two turns in a row',
  'too-much': 'too much',
};
const RANK: Record<Carrying['load'], number> = { normal: 0, 'no-fast-move': 1, 'no-fast-move-or-two-turns': 2, 'too-much': 3 };

/**
 * 32.2 on finding an item (40.0, 41.0, 29.4.1): the member of the finding
 * group with the most room below twice his Rep takes it (march order on
 * ties), so the group keeps its pace. When nobody can take it and still Fast
 * Move, the group's player chooses who carries it (each option shows the
 * load that results) or leaves it behind; nobody can take it beyond four
 * times his Rep. Returns false when the item is left behind (the caller
 * takes it out of the pool).
 */
function stowItem(ctx: Ctx, state: AdventureState, g: Group, item: MagicItem): boolean {
  const able = fit(state, g);
  if (able.length === 0) return true; // nobody up to carry it now: the pool keeps it (29.4.1, taken from the fallen later).
  let best: Character | null = null;
  let room = 0;
  for (const c of able) {
    const l = loadOf(state, c, 1);
    if (l.load !== 'normal') continue;
    const r = l.limits[0] - l.items;
    if (!best || r > room) ((best = c), (room = r));
  }
  if (best) {
    state.carried[best.id] = (state.carried[best.id] ?? 0) + 1;
    return true;
  }
  const takers = mapPacked(able, (c) => ({ c, l: loadOf(state, c, 1) })).filter((t) => t.l.load !== 'too-much');
  takers.sort((a, b) => RANK[a.l.load] - RANK[b.l.load] || b.l.limits[2] - b.l.items - (a.l.limits[2] - a.l.items));
  if (takers.length === 0) {
    if (ctx.log) note(ctx, '32.2', `Nobody can carry ${item.name} (each is at four times his Rep): it is left behind.`);
    return false;
  }
  const opts: Option<Character | null>[] = mapPacked(takers, (t) => choice(t.c, t.c.id, `${t.c.name} carries it (${counted(t.l.items, 'item')}: ${LOAD_WORDS[t.l.load]})`));
  opts.push(LEAVE_IT);
  const taker = ctx.ask({ who: whoFor(state, g), rule: '32.2', kind: 'carry-item', prompt: `${item.name}: nobody can carry it and still Fast Move. Who takes it?`, options: opts });
  if (taker === null) {
    if (ctx.log) note(ctx, '32.2', `${item.name} is left behind.`);
    return false;
  }
  state.carried[taker.id] = (state.carried[taker.id] ?? 0) + 1;
  if (ctx.log) note(ctx, '32.2', `${taker.name} carries ${item.name}: ${LOAD_WORDS[loadOf(state, taker).load]}.`);
  return true;
}

/** Stows items just added at the end of the pool for the finding group; those left behind leave the pool. */
export function stowFound(ctx: Ctx, state: AdventureState, g: Group | undefined, from: number): void {
  if (!g) return;
  const pool = state.treasure.magic;
  for (let i = from; i < pool.length; ) {
    if (stowItem(ctx, state, g, pool[i]!)) i++;
    else pool.splice(i, 1);
  }
}

/** The group finding treasure now: the acting group (or the only one). */
export function findingGroup(state: AdventureState): Group | undefined {
  for (const g of state.groups) if (g.id === state.activeGroup) return g;
  return state.groups.length === 1 ? state.groups[0] : undefined;
}
