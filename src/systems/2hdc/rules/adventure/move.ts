/**
 * Moving through the dungeon (18.1, 18.2, 36.6, 39.5, 40.1, 41.0): walking
 * through an exit (laying a new tile when it is unexplored), what the band
 * meets on arriving, and the flight from a fight (18.3.2, 26.0), which may
 * run into the next encounter. These call one another (a tile's fight ends in
 * a flight onto a tile with a fight): they live here together, and the
 * modules they use (battle.ts, encounter.ts) call none of them.
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { roll } from '../../../../core/dice.ts';
import { counted } from '../../../../core/text.ts';
import { recoverAfterFight, speedDice } from '../api.ts';
import { isUp, playerOf, type Character } from '../../state.ts';
import { rollq } from './quiet.ts';
import { owesRunAway } from './runaway.ts';
import { lookupDice } from '../../../../core/tables.ts';
import { DUNGEON_GENERATION_38_0 } from '../../tables/dungeon-rooms.ts';
import { deadEndToStairs, exitDirs, generateTile } from '../dungeon/generate.ts';
import { exitToward, hasOpenExit, heading, stepToward, type Dir, type DungeonMap } from '../dungeon/map.ts';
import { fightOnTile, type BattleEnd } from './battle.ts';
import { meetPef, type EncounterEnd, type Meeting } from './encounter.ts';
import { mergeOnTile, pruneGroups, splitGroup, whoFor } from './groups.ts';
import { markMoved } from './loads.ts';
import { vermin } from './traps.ts';
import { ADVENTURE_DEFAULTS, type AdventureOptions } from '../../options.ts';
import { lootTreasureRoom, rollTreasure } from './treasure.ts';
import { member, type AdventureState, type Group } from '../../state-adventure.ts';
import { mapPacked } from '../../speed/packed.ts';

export const DIR_NAMES = ['north', 'east', 'south', 'west'] as const;

const NONE: readonly never[] = [];

/**
 * A fight on the Battle Board and all it leaves on the tile (battle.ts),
 * then the flight of those who fled it. `fleeing`: the band ran into the
 * enemy while fleeing (18.3.2, 26.0): its Leader counts -2d6 on the Charge
 * into Melee Test (21.0).
 */
export function battle(ctx: Ctx, state: AdventureState, g: Group, enemies: Character[], active: 'band' | 'enemies', options: AdventureOptions, fleeing = false): BattleEnd {
  const { end, fled } = fightOnTile(ctx, state, g, enemies, active, options, fleeing);
  if (fled.length > 0 && state.groups.includes(g)) {
    // 25.0: the wounded carried off the board recover once away (27.0); the others owe the Run Away! test (26.1).
    const runners = fled.filter(isUp);
    const carried = fled.filter((c) => c.status === 'out-of-the-fight');
    owesRunAway(state, runners);
    fleeAway(ctx, state, g, fled, options);
    if (carried.length > 0) {
      recoverAfterFight(ctx, { members: carried });
      pruneGroups(state);
    }
  }
  return end;
}

/** 39.4: a PEF resolved (encounter.ts), and the fight it turns into, if any. */
export function resolvePef(ctx: Ctx, state: AdventureState, g: Group, active: 'band' | 'enemies', options: AdventureOptions, fleeing = false): EncounterEnd {
  return fightIfMet(ctx, state, g, meetPef(ctx, state, g, active, options, fleeing), options);
}

/** What a meeting (encounter.ts) ends in: 'clear', or the fight it turned into. */
function fightIfMet(ctx: Ctx, state: AdventureState, g: Group, m: Meeting, options: AdventureOptions): EncounterEnd {
  return m === 'clear' ? m : battle(ctx, state, g, m.foes, m.active, options, m.fleeing);
}

/**
 * What the group meets on its tile: enemies left there, PEFs, a room's first PEF (39.5); then the room's treasure (40.1, 41.0).
 * `fleeing`: the group ran in while fleeing (18.3.2, 26.0): a fight there counts -2d6 on its Charge into Melee Test (21.0).
 */
export function enterTile(ctx: Ctx, state: AdventureState, g: Group, options: AdventureOptions, active: 'band' | 'enemies' = 'band', fleeing = false): EncounterEnd {
  const tile = state.map.tiles[g.tile]!;
  tile.visited = true;
  let fought = false;
  for (const eg of anyOnTile(state.enemyGroups, g.tile) ? state.enemyGroups.filter((e) => e.tile === g.tile) : NONE) {
    state.enemyGroups = state.enemyGroups.filter((e) => e !== eg);
    fought = true;
    const r = battle(ctx, state, g, eg.members, active, options, fleeing);
    if (r !== 'won') return r;
  }
  for (const p of anyOnTile(state.pefs, g.tile) ? state.pefs.filter((x) => x.tile === g.tile) : NONE) {
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

/** Whether anything of these (PEFs, enemy groups) stands on the tile: the list of them is made only then. */
function anyOnTile(things: readonly { readonly tile: number }[], tile: number): boolean {
  for (let i = 0; i < things.length; i++) if (things[i]!.tile === tile) return true;
  return false;
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
  // From the newest tile back: the ways not yet explored are mostly on the tiles laid last.
  const tiles = map.tiles;
  for (let i = tiles.length - 1; i >= 0; i--) if (hasOpenExit(tiles[i]!)) return true;
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

/**
 * 18.3.2/26.0 (ruling): the book has each fleeing character take his own
 * Fast Move Test; we take one group roll and the group moves as far as its
 * slowest member (2 tiles when every one of them passes both dice kept, else
 * 1) back toward the way in, so nobody is left alone on a tile. As it is a
 * Fast Move Test (18.2), Boots of Speed (29.1.3) and the Potion of Speed
 * (29.1.5) count as in the ordinary Fast Move (turn.ts): the potion is
 * offered before the roll to each fleeing character able to act whose third
 * die could matter (Rep 1 to 5), and each one on 3d6 rolls one more die of
 * his own after the group's two, keeping the best two.
 * Those who fled are split off as one group when others stay behind.
 * They run tile by tile: a tile holding enemies or a PEF stops them, and
 * they enter it (26.0, 39.4): a PEF is resolved, enemies are fought with
 * the fleeing band's -2d6 on the Charge into Melee Test (21.0).
 */
export function fleeAway(ctx: Ctx, state: AdventureState, g: Group, fled: Character[], options: AdventureOptions = ADVENTURE_DEFAULTS): void {
  const ids = mapPacked(fled, (c) => c.id).filter((id) => g.members.includes(id));
  if (ids.length === 0) return;
  const ng = ids.length === g.members.length ? g : splitGroup(ctx, state, g, ids);
  let three: string[] | null = null;
  for (const id of ids) {
    const c = member(state, id);
    if (c.rep >= 6 || c.rep <= 0 || (c.status !== 'flee' && !isUp(c))) continue;
    state.speedFor = c.id;
    const n = speedDice(ctx, c, c.star && c.owner ? playerOf(c.owner) : whoFor(state, ng));
    state.speedFor = null;
    if (n === 3) (three ??= []).push(id);
  }
  const dice = roll(ctx, 2, 6, '18.2', 'Fast Move (Flee)');
  let tiles: 1 | 2 = 2;
  for (const id of ids) {
    const c = member(state, id);
    let passes = (dice[0]! <= c.rep ? 1 : 0) + (dice[1]! <= c.rep ? 1 : 0);
    if (three?.includes(id)) passes += rollq(ctx, 1, 6, '18.2', c.name, ': the third die (3d6, best two, fleeing)')[0]! <= c.rep ? 1 : 0;
    if (passes < 2) tiles = 1;
  }
  let ran = 0;
  let met = false;
  for (; ran < tiles && !met; ran++) {
    const next = stepToward(state.map, ng.tile, 0);
    if (next === null) break;
    ng.tile = next;
    met = anyOnTile(state.enemyGroups, next) || anyOnTile(state.pefs, next);
  }
  for (const c of fled) if (c.status === 'flee') c.status = 'carry-on';
  markMoved(state, ng);
  if (ctx.log) note(ctx, '18.3.2', `The fleeing characters run ${counted(ran, 'tile')} back, to tile ${ng.tile}${met ? ', and run into what is there (26.0)' : ''}.`);
  if (met) enterTile(ctx, state, ng, options, 'band', true);
}
