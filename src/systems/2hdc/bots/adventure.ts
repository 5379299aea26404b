/**
 * The bot that plays the band for --auto and simulate: explore toward the
 * nearest unexplored way, search every room, fight what comes, and head for
 * the way out once the Reason Why is done or nothing is left to explore.
 */
import { valueOf, type Option, type Request } from '../../../core/request.ts';
import type { GroupAction } from '../rules/adventure/turn.ts';
import { hasOpenExit, pathsFrom, stepToward } from '../rules/dungeon/map.ts';
import { hasProfession } from '../state.ts';
import { reasonDone } from '../rules/adventure/afterwards.ts';
import type { AdventureState, Group } from '../state-adventure.ts';
import { hasFit } from '../rules/adventure/groups.ts';
import { gruntPick } from '../rules/adventure/afterwards.ts';
import { loadOf } from '../rules/adventure/loads.ts';
import { fastMoveDice, findItem } from '../rules/magic/items.ts';
import type { Character } from '../state.ts';
import { mapPacked } from '../speed/packed.ts';

/** The bot's dials, for experiments (bench/tests leave them alone). */
const BOT = { search: 'explore' as 'always' | 'explore' | 'never', fast: true, fastSecond: true, fleeStarDown: true, fleeOdds: 2, down: true };

const has = (req: Request, id: string): boolean => {
  for (const o of req.options) if (o.id === id) return true;
  return false;
};

const GO = ['go:0', 'go:1', 'go:2', 'go:3'] as const;
const FAST = ['fast:0', 'fast:1', 'fast:2', 'fast:3'] as const;

/** The exit toward a neighbouring tile, as its direction, or -1. */
function dirTo(state: AdventureState, g: Group, to: number): number {
  for (const e of state.map.tiles[g.tile]!.exits) if (e.to === to) return e.dir;
  return -1;
}

function exitTo(state: AdventureState, g: Group, to: number): string | null {
  const d = dirTo(state, g, to);
  return d < 0 ? null : GO[d]!;
}

/** An unexplored way down from the group's tile (36.5 stairs, 37.1.6 a crossed chasm), or null. */
function wayDown(req: Request, state: AdventureState, g: Group): string | null {
  for (const e of state.map.tiles[g.tile]!.exits) if (e.down && e.to === null && !e.closed && has(req, GO[e.dir]!)) return GO[e.dir]!;
  return null;
}

/** The move toward the nearest tile with an unexplored way on (a way down first), or null when none is left. */
function explore(req: Request, state: AdventureState, g: Group): string | null {
  const map = state.map;
  if (map.tiles.length >= map.tilesTotal) return null;
  const here = map.tiles[g.tile]!;
  if (hasOpenExit(here)) {
    const down = BOT.down ? wayDown(req, state, g) : null;
    if (down) return down;
    const ahead = GO[g.facing];
    for (const e of here.exits) if (e.dir === g.facing && e.to === null && has(req, ahead)) return ahead;
    for (const e of here.exits) if (e.to === null && !e.closed && has(req, GO[e.dir])) return GO[e.dir];
  }
  const dist = pathsFrom(map, g.tile);
  let best = -1;
  for (let id = 0; id < map.tiles.length; id++) if (dist[id]! > 0 && (best < 0 || dist[id]! < dist[best]!) && hasOpenExit(map.tiles[id]!)) best = id;
  if (best < 0) return null;
  const next = stepToward(map, g.tile, best);
  return next === null ? null : exitTo(state, g, next);
}

function activeGroup(state: AdventureState): Group | undefined {
  for (const x of state.groups) if (x.id === state.activeGroup) return x;
  return state.groups[0];
}

/** Whether the band has what it came for (34.3); for the Treasure the looted Treasure Room. Kill: the Big Bad must be defeated. */
function finished(state: AdventureState): boolean {
  return reasonDone(state) || (state.treasureRoomLooted && state.reason !== 'kill');
}

/** 37.0: a Secret Room search costs a turn and may hurt; it is worth it when a way down helps the Reason Why (explore, kill). */
function wantSearch(state: AdventureState): boolean {
  if (BOT.search === 'always') return true;
  if (BOT.search === 'never') return false;
  return state.reason === 'explore' || state.reason === 'kill';
}

/** A move as a Fast Move (18.2) when offered: fewer turns in the dungeon, fewer PEFs. */
function faster(req: Request, go: string): string {
  if (!BOT.fast) return go;
  const move = valueOf(req as Request<GroupAction>, go);
  if (typeof move !== 'object') return go;
  const fast = FAST[move.dir]!;
  return has(req, fast) ? fast : go;
}

function action(req: Request, state: AdventureState): string {
  const g = activeGroup(state);
  if (!g) return req.options[0]!.id;
  const weak = !hasFit(state, g) || state.turn > 200;
  if (!finished(state) && !weak) {
    if (has(req, 'search') && wantSearch(state)) return 'search';
    const e = explore(req, state, g);
    if (e && has(req, e)) return faster(req, e);
    // 36.3: with no way on, a searched dead end may become stairs, and a Secret Room may open a passage (37.0).
    if (has(req, 'search')) return 'search';
  }
  if (has(req, 'leave')) return 'leave';
  const back = stepToward(state.map, g.tile, 0);
  const d = back === null ? -1 : dirTo(state, g, back);
  if (d >= 0 && has(req, FAST[d]!)) return FAST[d]!;
  if (d >= 0 && has(req, GO[d]!)) return GO[d]!;
  return 'wait';
}

/** 18.2: the second tile of a Fast Move: home when finished, else on exploring. */
function fastSecond(req: Request, state: AdventureState): string {
  const g = activeGroup(state);
  if (!g) return 'stop';
  if (finished(state) || !hasFit(state, g)) {
    const back = stepToward(state.map, g.tile, 0);
    const go = back !== null ? exitTo(state, g, back) : null;
    return go && has(req, go) ? go : 'stop';
  }
  // On into the unknown from here only (no path search for a second tile).
  if (!BOT.fastSecond || !hasOpenExit(state.map.tiles[g.tile]!)) return 'stop';
  const e = explore(req, state, g);
  return e && has(req, e) ? e : 'stop';
}

/**
 * 26.0: what the live Battle Board shows decides: flee when outnumbered 3:1,
 * or when a Star is Out of the Fight on the squares and someone is up to
 * carry him off (25.0) before the enemy dispatches him (23.7).
 */
function flee(req: Request, state: AdventureState): string {
  const b = state.battle.board;
  if (!b || !has(req, 'flee')) return req.options[0]!.id;
  let mine = 0;
  let theirs = 0;
  let myRep = 0;
  let theirRep = 0;
  let starDown = false;
  for (const f of b.fighters) {
    const up = f.status === 'carry-on' || f.status === 'duck-back';
    if (f.side === 'band') {
      if (up) ((mine += 1), (myRep += f.rep));
      else if (f.star && f.status === 'out-of-the-fight' && f.y >= 0) starDown = true;
    } else if (up) ((theirs += 1), (theirRep += f.rep));
  }
  if (mine === 0) return 'fight';
  if (BOT.fleeStarDown && starDown) return 'flee';
  if (theirs >= 3 * mine) return 'flee';
  if (BOT.fleeOdds > 0 && theirRep >= BOT.fleeOdds * myRep) return 'flee';
  return 'fight';
}

/** Whether a member surely rolls 2d6 on the Fast Move Test: no Boots of Speed, no Potion of Speed to drink. */
function onTwoDice(c: Character): boolean {
  const p = findItem(c, 'potion-of-speed');
  return fastMoveDice(c) === 2 && !(p && (p.uses ?? 0) > 0);
}

/**
 * 29.1.5: drink the Potion of Speed only when it matters. The bot keeps the
 * group together (18.2), and the group's two dice are shared: if another
 * member on 2d6 has the same Rep or lower, passing both his dice means the
 * drinker passes them too, so the third die could change nothing.
 */
function drinkSpeed(state: AdventureState): string {
  const c = state.band.find((m) => m.id === state.speedFor);
  // His own group: the acting group on a Fast Move, the fleeing group when fleeing (18.3.2).
  const g = c && state.groups.find((x) => x.members.includes(c.id));
  if (!c || !g) return 'keep';
  for (const id of g.members) {
    const o = state.band.find((m) => m.id === id);
    if (!o || o === c || (o.status !== 'carry-on' && o.status !== 'duck-back' && o.status !== 'flee')) continue;
    if (onTwoDice(o) && o.rep <= c.rep) return 'keep';
  }
  return 'drink';
}

/** 32.2: a found item nobody can carry at full pace: the least slowed member takes it if it costs only the Fast Move, else it stays. */
function carryItem(req: Request, state: AdventureState): string {
  // Its options carry the member who would take it (null: leave it).
  for (const o of req.options as readonly Option<Character | null>[]) {
    const c = o.value;
    if (c && loadOf(state, c, 1).load === 'no-fast-move') return o.id;
  }
  return 'leave';
}

export function adventureBot(req: Request, state: AdventureState, kind: string = req.kind): string {
  switch (kind) {
    case 'action':
      return action(req, state);
    case 'fast-split':
      return 'together';
    case 'speed-potion':
      return drinkSpeed(state);
    case 'carry-item':
      return carryItem(req, state);
    case 'fast-second':
      return fastSecond(req, state);
    case 'flee':
      return flee(req, state);
    case 'rivals':
      return has(req, 'join') ? 'join' : 'part';
    case 'searcher': {
      // Its options carry the searchers.
      const team = mapPacked(req.options as readonly Option<Character>[], (o) => o.value);
      const thief = team.find((c) => hasProfession(c, 'Thief'));
      return (thief ?? team.reduce((a, b) => (b.rep > a.rep ? b : a))).id;
    }
    case 'secret-side':
      return 'left';
    case 'split-member':
      return 'stay';
    case 'make-room':
      // 42.0/32.2: hand an item to a member with room (nothing is lost), never leave one behind.
      // Its options carry the item and whom it goes to (null: left behind), or null for passing.
      return (req.options as readonly Option<{ to: Character | null } | null>[]).find((o) => o.value !== null && o.value.to !== null)?.id ?? 'pass';
    case 'pick-item': {
      const s = state.band.find((c) => c.star);
      return s ? String(gruntPick(s, state.treasure.magic.filter((_, i) => has(req, String(i))))) : '0';
    }
    case 'race':
      return has(req, 'Human') ? 'Human' : req.options[0]!.id;
    case 'profession':
      return has(req, 'Warrior') ? 'Warrior' : req.options[0]!.id;
    case 'recruit':
      return 'recruit';
    default:
      return req.options[0]!.id;
  }
}
