/**
 * The bot that plays the band for --auto and simulate: explore toward the
 * nearest unexplored way, search every room, fight what comes, and head for
 * the way out once the Reason Why is done or nothing is left to explore.
 */
import type { Request } from '../../../core/request.ts';
import { hasOpenExit, pathsFrom, stepToward } from '../dungeon/map.ts';
import { hasProfession } from '../state.ts';
import { reasonDone } from '../adventure/afterwards.ts';
import type { AdventureState, Group } from '../adventure/state.ts';
import { hasFit } from '../adventure/groups.ts';
import { gruntPick } from '../adventure/afterwards.ts';

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

/** The move toward the nearest tile with an unexplored way on, or null when none is left. */
function explore(req: Request, state: AdventureState, g: Group): string | null {
  const map = state.map;
  if (map.tiles.length >= map.tilesTotal) return null;
  const here = map.tiles[g.tile]!;
  if (hasOpenExit(here)) {
    const ahead = GO[g.facing];
    for (const e of here.exits) if (e.dir === g.facing && e.to === null && has(req, ahead)) return ahead;
    for (const e of here.exits) if (e.to === null && !e.closed && has(req, GO[e.dir])) return GO[e.dir];
  }
  const dist = pathsFrom(map, g.tile);
  let best = -1;
  for (let id = 0; id < dist.length; id++) if (dist[id]! > 0 && (best < 0 || dist[id]! < dist[best]!) && hasOpenExit(map.tiles[id]!)) best = id;
  if (best < 0) return null;
  const next = stepToward(map, g.tile, best);
  return next === null ? null : exitTo(state, g, next);
}

function activeGroup(state: AdventureState): Group | undefined {
  for (const x of state.groups) if (x.id === state.activeGroup) return x;
  return state.groups[0];
}

function action(req: Request, state: AdventureState): string {
  const g = activeGroup(state);
  if (!g) return req.options[0]!.id;
  const weak = !hasFit(state, g) || state.turn > 200;
  const done = reasonDone(state) || state.treasureRoomLooted;
  if (!done && !weak) {
    if (has(req, 'search')) return 'search';
    const e = explore(req, state, g);
    if (e && has(req, e)) return e;
  }
  if (has(req, 'leave')) return 'leave';
  const back = stepToward(state.map, g.tile, 0);
  const d = back === null ? -1 : dirTo(state, g, back);
  if (d >= 0 && has(req, FAST[d]!)) return FAST[d]!;
  if (d >= 0 && has(req, GO[d]!)) return GO[d]!;
  return 'wait';
}

export function adventureBot(req: Request, state: AdventureState): string {
  switch (req.kind) {
    case 'action':
      return action(req, state);
    case 'fast-split':
      return 'together';
    case 'fast-second': {
      const g = activeGroup(state);
      const back = g ? stepToward(state.map, g.tile, 0) : null;
      const go = g && back !== null ? exitTo(state, g, back) : null;
      return go && has(req, go) && (reasonDone(state) || state.treasureRoomLooted) ? go : 'stop';
    }
    case 'rivals':
      return has(req, 'join') ? 'join' : 'part';
    case 'searcher': {
      const team = req.options.map((o) => state.band.find((c) => c.id === o.id)!).filter(Boolean);
      const thief = team.find((c) => hasProfession(c, 'Thief'));
      return (thief ?? team.reduce((a, b) => (b.rep > a.rep ? b : a))).id;
    }
    case 'secret-side':
      return 'left';
    case 'split-member':
      return 'stay';
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
