/**
 * Moving through the dungeon (18.1, 18.2, 36.6, 39.5, 40.1, 41.0): walking
 * through an exit (laying a new tile when it is unexplored), and what the
 * band meets on arriving.
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { roll } from '../../../../core/dice.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { DUNGEON_GENERATION_38_0 } from '../../tables/dungeon-rooms.ts';
import { deadEndToStairs, exitDirs, generateTile } from '../dungeon/generate.ts';
import { exitToward, hasOpenExit, type Dir, type DungeonMap } from '../dungeon/map.ts';
import { battle } from './battle.ts';
import { resolvePef, type EncounterEnd } from './encounter.ts';
import { mergeOnTile } from './groups.ts';
import { markMoved } from './loads.ts';
import { heading, vermin } from './hazards.ts';
import type { AdventureOptions } from '../../options.ts';
import { lootTreasureRoom, rollTreasure } from './treasure.ts';
import type { AdventureState, Group } from '../../state-adventure.ts';
import { mapPacked } from '../packed.ts';

export const DIR_NAMES = ['north', 'east', 'south', 'west'] as const;

const NONE: readonly never[] = [];

/**
 * What the group meets on its tile: enemies left there, PEFs, a room's first PEF (39.5); then the room's treasure (40.1, 41.0).
 * `fleeing`: the group ran in while fleeing (18.3.2, 26.0): a fight there counts -2d6 on its Charge into Melee Test (21.0).
 */
export function enterTile(ctx: Ctx, state: AdventureState, g: Group, options: AdventureOptions, active: 'band' | 'enemies' = 'band', fleeing = false): EncounterEnd {
  const tile = state.map.tiles[g.tile]!;
  tile.visited = true;
  let fought = false;
  for (const eg of state.enemyGroups.length ? state.enemyGroups.filter((e) => e.tile === g.tile) : NONE) {
    state.enemyGroups = state.enemyGroups.filter((e) => e !== eg);
    fought = true;
    const r = battle(ctx, state, g, eg.members, active, options, fleeing);
    if (r !== 'won') return r;
  }
  for (const p of state.pefs.length ? state.pefs.filter((x) => x.tile === g.tile) : NONE) {
    state.pefs = state.pefs.filter((x) => x !== p);
    if (ctx.log) note(ctx, '39.4', `The band meets PEF ${p.id} on tile ${g.tile}.`);
    const r = resolvePef(ctx, state, g, active, options, fleeing);
    if (r !== 'clear') fought = true;
    if (r !== 'clear' && r !== 'won') return r;
  }
  if (!state.groups.includes(g)) return 'lost';
  // 37.1.7: vermin come back every time the room is entered.
  if (tile.secret === 'vermin') vermin(ctx, state, g);
  if (tile.kind === 'room' && !tile.entered) {
    tile.entered = true;
    if (ctx.log) note(ctx, '39.5', 'The first entry into a room: there is a PEF inside.');
    const r = resolvePef(ctx, state, g, active, options);
    if (r !== 'clear') fought = true;
    if (r !== 'clear' && r !== 'won') return r;
    if (!state.groups.includes(g)) return 'lost';
    state.roomsCleared++;
    if (!tile.treasureRoom && (options.roomTreasure === 'cleared' || fought)) rollTreasure(ctx, state, '40.1', 0);
  }
  if (tile.treasureRoom && !state.treasureRoomLooted) lootTreasureRoom(ctx, state);
  return fought ? 'won' : 'clear';
}

/** Whether a way out of the group's tile may be taken: explored, or unexplored with tiles left to lay. */
export function usableExits(map: DungeonMap, tileId: number): Dir[] {
  const t = map.tiles[tileId]!;
  const full = map.tiles.length >= map.tilesTotal;
  return mapPacked(t.exits.filter((e) => !e.closed && (e.to !== null || !full)), (e) => e.dir);
}

/** 18.1: one tile through an exit. Returns null when the way is a blank wall (36.3). */
export function step(ctx: Ctx, state: AdventureState, g: Group, dir: Dir, options: AdventureOptions): EncounterEnd | null {
  const here = state.map.tiles[g.tile]!;
  const e = exitToward(here, dir);
  if (!e || e.closed) return null;
  let to = e.to;
  if (to === null) {
    const t = generateTile(ctx, state.map, here, e);
    if (!t) return null;
    to = t.id;
    ensureWayOn(ctx, state, options);
  }
  g.tile = to;
  g.facing = dir;
  markMoved(state, g);
  if (ctx.log) note(ctx, '18.1', `Group ${g.id} moves ${DIR_NAMES[dir]} to tile ${to}.`);
  const r = enterTile(ctx, state, g, options);
  if (state.groups.includes(g)) mergeOnTile(ctx, state, g);
  return r;
}

/**
 * 36.3: with tiles left but no way on anywhere, a searched dead end becomes
 * stairs (or is rolled again, by option); with no dead end either, the
 * dungeon ends at its last tile, which holds the treasure.
 */
export function ensureWayOn(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  const map = state.map;
  if (map.tiles.length >= map.tilesTotal) return;
  if (anyOpen(map)) return;
  const dead = map.tiles.filter((t) => t.kind === 'dead-end' && (t.searched || !t.secretAllowed)).pop();
  if (dead) {
    if (options.deadEnd === 'stairs') deadEndToStairs(ctx, map, dead);
    else rerollDeadEnd(ctx, state, dead.id);
    if (anyOpen(map)) return;
  }
  if (map.tiles.some((t) => t.kind === 'dead-end' && t.secretAllowed && !t.searched)) return;
  const last = map.tiles[map.tiles.length - 1]!;
  map.tilesTotal = map.tiles.length;
  if (!map.tiles.some((t) => t.treasureRoom)) last.treasureRoom = true;
  if (ctx.log) note(ctx, '36.3', `The dungeon can grow no further: tile ${last.id} holds the Big Bad's treasure.`);
}

function anyOpen(map: DungeonMap): boolean {
  for (const t of map.tiles) if (hasOpenExit(t)) return true;
  return false;
}

function rerollDeadEnd(ctx: Ctx, state: AdventureState, id: number): void {
  const t = state.map.tiles[id]!;
  for (let i = 0; i < 12; i++) {
    const r = lookupDice(ctx, DUNGEON_GENERATION_38_0, roll(ctx, 2, 6, '36.3', 'Dead end rolled again'), 'sum');
    if (r.kind === 'dead-end') continue;
    t.kind = r.kind;
    for (const d of exitDirs(r.kind, heading(t))) t.exits.push({ dir: d, to: null, closed: false, down: r.kind === 'stairs' });
    if (ctx.log) note(ctx, '36.3', `The dead end at tile ${id} is rolled again.`);
    return;
  }
}

/** Whether a Secret Room search may be made here (37.0): a cleared room or dead end not yet searched. */
export function maySearch(state: AdventureState, g: Group): boolean {
  const t = state.map.tiles[g.tile]!;
  if (!t.secretAllowed || t.searched || (t.kind !== 'room' && t.kind !== 'dead-end')) return false;
  for (const p of state.pefs) if (p.tile === t.id) return false;
  for (const e of state.enemyGroups) if (e.tile === t.id) return false;
  return true;
}
