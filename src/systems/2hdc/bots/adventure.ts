/**
 * The bot that plays the band for --auto and simulate: explore toward the
 * nearest unexplored way, search every room, fight what comes, and head for
 * the way out once the Reason Why is done or nothing is left to explore.
 */
import type { Request } from '../../../core/request.ts';
import { distances, stepToward } from '../dungeon/map.ts';
import { hasProfession } from '../state.ts';
import { reasonDone } from '../adventure/afterwards.ts';
import type { AdventureState, Group } from '../adventure/state.ts';
import { fit } from '../adventure/groups.ts';
import { gruntPick } from '../adventure/afterwards.ts';

const has = (req: Request, id: string): boolean => req.options.some((o) => o.id === id);

function exitTo(state: AdventureState, g: Group, to: number): string | null {
  const e = state.map.tiles[g.tile]!.exits.find((x) => x.to === to);
  return e ? `go:${e.dir}` : null;
}

/** The move toward the nearest tile with an unexplored way on, or null when none is left. */
function explore(req: Request, state: AdventureState, g: Group): string | null {
  const here = state.map.tiles[g.tile]!;
  const ahead = `go:${g.facing}`;
  const open = (id: number) => state.map.tiles[id]!.exits.some((e) => e.to === null && !e.closed);
  if (state.map.tiles.length < state.map.tilesTotal && open(here.id)) {
    if (has(req, ahead) && here.exits.some((e) => e.dir === g.facing && e.to === null)) return ahead;
    const e = here.exits.find((x) => x.to === null && !x.closed && has(req, `go:${x.dir}`));
    if (e) return `go:${e.dir}`;
  }
  if (state.map.tiles.length >= state.map.tilesTotal) return null;
  const dist = distances(state.map, g.tile);
  let best = -1;
  for (let id = 0; id < dist.length; id++) if (dist[id]! > 0 && open(id) && (best < 0 || dist[id]! < dist[best]!)) best = id;
  if (best < 0) return null;
  const next = stepToward(state.map, g.tile, best);
  return next === null ? null : exitTo(state, g, next);
}

function action(req: Request, state: AdventureState): string {
  const g = state.groups.find((x) => x.id === state.activeGroup) ?? state.groups[0];
  if (!g) return req.options[0]!.id;
  const weak = fit(state, g).length === 0 || state.turn > 200;
  const done = reasonDone(state) || state.treasureRoomLooted;
  if (!done && !weak) {
    if (has(req, 'search')) return 'search';
    const e = explore(req, state, g);
    if (e && has(req, e)) return e;
  }
  if (has(req, 'leave')) return 'leave';
  const back = stepToward(state.map, g.tile, 0);
  const go = back === null ? null : exitTo(state, g, back);
  if (go && has(req, `fast:${go.slice(3)}`)) return `fast:${go.slice(3)}`;
  if (go && has(req, go)) return go;
  return 'wait';
}

export function adventureBot(req: Request, state: AdventureState): string {
  switch (req.kind) {
    case 'action':
      return action(req, state);
    case 'fast-split':
      return 'together';
    case 'fast-second': {
      const g = state.groups.find((x) => x.id === state.activeGroup);
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
