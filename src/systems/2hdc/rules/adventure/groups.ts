/**
 * Groups (17.0–17.3.1): who is on which tile, who leads, who decides,
 * splitting and merging, and dropping members who can no longer go on.
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import type { Character } from '../../state.ts';
import { isAlive, playerOf } from '../../state.ts';
import type { Dir } from '../dungeon/map.ts';
import { groupLeader, member, type AdventureState, type Group } from '../../state-adventure.ts';
import { mapPacked } from '../../speed/packed.ts';

/** Able to act: not Out of the Fight, dead, captured, gone... (the statuses `fit` counts). */
function ableToAct(c: Character): boolean {
  return c.status === 'carry-on' || c.status === 'duck-back' || c.status === 'flee';
}

/**
 * The player deciding when no group's Star decides (13.0, 14.0, ruling): the
 * owner of the highest Rep Star still able to act (the first in band order
 * when tied), else of the first Star still alive, else the first player.
 */
export function bandDecider(state: AdventureState): string {
  let best: Character | undefined;
  let alive: Character | undefined;
  for (const c of state.band) {
    if (!c.star || !c.owner) continue;
    if (ableToAct(c) && (!best || c.rep > best.rep)) best = c;
    if (!alive && isAlive(c)) alive = c;
  }
  const o = (best ?? alive)?.owner;
  return o ? playerOf(o) : `player:${state.players[0]}`;
}

/**
 * The player deciding for a group (13.0, 14.0): the owner of its highest Rep
 * Star (the first in march order when tied), else `bandDecider`.
 */
export function whoFor(state: AdventureState, g: Group): string {
  // The band's Stars looked for in the group (a Star or two in a band), rather than each member looked up in the band.
  let owner: string | undefined;
  let rep = -1;
  let at = -1;
  for (const c of state.band) {
    if (!c.star || !c.owner) continue;
    const k = g.members.indexOf(c.id);
    if (k >= 0 && (c.rep > rep || (c.rep === rep && k < at))) ((owner = c.owner), (rep = c.rep), (at = k));
  }
  return owner ? playerOf(owner) : bandDecider(state);
}

/** Members who can act (not Out of the Fight, dead, captured...). */
export function fit(state: AdventureState, g: Group): Character[] {
  const out: Character[] = [];
  for (const id of g.members) {
    const c = member(state, id);
    if (c.status === 'carry-on' || c.status === 'duck-back' || c.status === 'flee') out.push(c);
  }
  return out;
}

/** How many in the group can act (no array built). */
export function fitCount(state: AdventureState, g: Group): number {
  let n = 0;
  for (const id of g.members) {
    const s = member(state, id).status;
    if (s === 'carry-on' || s === 'duck-back' || s === 'flee') n++;
  }
  return n;
}

/** Whether anyone in the group can act (no array built). */
export function hasFit(state: AdventureState, g: Group): boolean {
  for (const id of g.members) {
    const s = member(state, id).status;
    if (s === 'carry-on' || s === 'duck-back' || s === 'flee') return true;
  }
  return false;
}

/** 15.0: groups act by their Leader's Rep, highest first. */
export function byLeaderRep(state: AdventureState): Group[] {
  return state.groups.slice().sort((a, b) => groupLeader(state, b).rep - groupLeader(state, a).rep || a.id - b.id);
}

/** Takes members out of their groups (dead, captured, left behind) and drops empty groups. */
export function removeMembers(state: AdventureState, ids: readonly string[]): void {
  if (ids.length === 0) return;
  for (const g of state.groups) g.members = g.members.filter((m) => !ids.includes(m));
  state.groups = state.groups.filter((g) => g.members.length > 0);
}

/** Drops the dead and the lost from every group. */
export function pruneGroups(state: AdventureState): void {
  // The band's statuses first (asked after every activation, and nobody is gone most times): the groups are searched only for the gone.
  let any = false;
  for (const c of state.band) if ((!isAlive(c) || c.status === 'fled') && inAGroup(state, c.id)) any = true;
  if (!any) return;
  const gone = mapPacked(state.band.filter((c) => !isAlive(c) || c.status === 'fled'), (c) => c.id);
  removeMembers(state, gone);
}

function inAGroup(state: AdventureState, id: string): boolean {
  for (const g of state.groups) if (g.members.includes(id)) return true;
  return false;
}

/** 17.3.1: part of a group splits off as a new group on the same tile. */
export function splitGroup(ctx: Ctx, state: AdventureState, g: Group, ids: readonly string[], facing: Dir = g.facing): Group {
  g.members = g.members.filter((m) => !ids.includes(m));
  const ng: Group = { id: state.nextGroupId++, members: ids.slice(), tile: g.tile, facing };
  state.groups.push(ng);
  if (ctx.log) note(ctx, '17.3.1', `${ids.map((id) => member(state, id).name).join(', ')} split off as group ${ng.id}.`);
  state.groups = state.groups.filter((x) => x.members.length > 0);
  return ng;
}

/** 17.3: characters on the same tile form one group; a group moving onto another joins it. */
export function mergeOnTile(ctx: Ctx, state: AdventureState, g: Group): Group {
  let other: Group | undefined;
  for (const x of state.groups) {
    if (x !== g && x.tile === g.tile) {
      other = x;
      break;
    }
  }
  if (!other) return g;
  other.members.push(...g.members);
  state.groups = state.groups.filter((x) => x !== g);
  if (ctx.log) note(ctx, '17.3.1', `Groups ${g.id} and ${other.id} join on tile ${g.tile}.`);
  return other;
}
