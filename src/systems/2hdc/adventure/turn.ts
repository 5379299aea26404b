/**
 * The turn sequence (15.0–18.2, 39.1–39.3, 41.2): the exploring side rolls
 * activation (doubles place a PEF), each group acts by its Leader's Rep,
 * then the dungeon's side moves its PEFs and enemy groups.
 */
import { note, type Ctx } from '../../../core/engine.ts';
import { hasDoubles, roll } from '../../../core/dice.ts';
import { option, type Option } from '../../../core/request.ts';
import { isUp } from '../state.ts';
import { placePef, movingOrder, nearestGroup, PEF_REP } from '../dungeon/pef.ts';
import { stepToward, type Dir } from '../dungeon/map.ts';
import { battle } from './battle.ts';
import { resolvePef } from './encounter.ts';
import { byLeaderRep, fit, pruneGroups, splitGroup, whoFor } from './groups.ts';
import { searchSecretRoom } from './hazards.ts';
import { DIR_NAMES, ensureWayOn, maySearch, step, usableExits } from './move.ts';
import type { AdventureOptions } from './options.ts';
import { turnHook } from './invariants.ts';
import { groupLeader, type AdventureState, type Group } from './state.ts';

export function playTurns(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  state.phase = 'dungeon';
  while (state.groups.length > 0) {
    state.turn++;
    if (state.turn > options.maxTurns) {
      note(ctx, '15.0', `The turn limit (${options.maxTurns}) is reached: the band is lost in the dungeon.`);
      break;
    }
    playerTurn(ctx, state, options);
    if (state.groups.length === 0) break;
    dungeonTurn(ctx, state, options);
    if (turnHook.fn) turnHook.fn(state);
  }
  for (const g of state.groups) for (const id of g.members) state.leftBehind.push(id);
  state.groups = [];
  state.exited = state.outside.length > 0;
}

/** 15.0/39.1: activation dice; doubles place a PEF a die's distance away from the leading group. */
function playerTurn(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  const dice = roll(ctx, 2, 6, '15.0', `Turn ${state.turn}: activation`);
  const order = byLeaderRep(state);
  if (hasDoubles(dice)) {
    const lead = order[0]!;
    const at = placePef(state.map, lead.tile, lead.facing, dice[0]!);
    const id = state.nextPefId++;
    state.pefs.push({ id, tile: at });
    note(ctx, '39.1', `Doubles: PEF ${id} appears on tile ${at}, ${dice[0]} tile(s) away if the map allows.`);
    const there = state.groups.find((g) => g.tile === at);
    if (there) {
      state.pefs = state.pefs.filter((p) => p.id !== id);
      resolvePef(ctx, state, there, 'enemies', options);
      pruneGroups(state);
    }
  }
  for (const g of order) {
    if (!state.groups.includes(g)) continue;
    groupTurn(ctx, state, g, options);
    pruneGroups(state);
  }
  state.activeGroup = null;
}

function actions(state: AdventureState, g: Group): Option[] {
  const opts: Option[] = [];
  const here = state.map.tiles[g.tile]!;
  for (const d of usableExits(state.map, g.tile)) {
    const e = here.exits.find((x) => x.dir === d)!;
    const where = e.to === null ? `into the unknown${e.down ? ' (down)' : ''}` : `to tile ${e.to}${e.to === 0 ? ' (the way out)' : ''}`;
    opts.push(option(`go:${d}`, `Move ${DIR_NAMES[d]} ${where}`));
    if (fit(state, g).length > 0) opts.push(option(`fast:${d}`, `Fast Move ${DIR_NAMES[d]} ${where}`));
  }
  if (maySearch(state, g)) opts.push(option('search', 'Search for a Secret Room'));
  if (g.tile === 0) opts.push(option('leave', 'Leave the dungeon'));
  if (g.members.length > 1) opts.push(option('split', 'Split the group'));
  opts.push(option('wait', 'Stay here'));
  return opts;
}

/** 16.0: a group moves, fights and searches; the player decides. */
function groupTurn(ctx: Ctx, state: AdventureState, g: Group, options: AdventureOptions): void {
  state.activeGroup = g.id;
  ensureWayOn(ctx, state, options);
  const who = whoFor(state, g);
  const choice = ctx.ask({ who, rule: '16.0', kind: 'action', prompt: `Group ${g.id} (led by ${groupLeader(state, g).name}) on tile ${g.tile}: what now?`, options: actions(state, g) });
  if (choice === 'wait') return;
  if (choice === 'search') {
    searchSecretRoom(ctx, state, g, options);
    ensureWayOn(ctx, state, options);
    return;
  }
  if (choice === 'leave') {
    state.outside.push(...g.members);
    state.groups = state.groups.filter((x) => x !== g);
    note(ctx, '41.2', `Group ${g.id} leaves the dungeon through the entry tile.`);
    return;
  }
  if (choice === 'split') {
    const go: string[] = [];
    for (const id of g.members.slice(1)) {
      const c = state.band.find((m) => m.id === id)!;
      if (ctx.ask({ who, rule: '17.3.1', kind: 'split-member', prompt: `Does ${c.name} go with the new group?`, options: [option('stay', 'Stays'), option('go', 'Goes')] }) === 'go') go.push(id);
    }
    if (go.length > 0) splitGroup(ctx, state, g, go);
    return;
  }
  const [kind, d] = choice.split(':');
  const dir = Number(d) as Dir;
  if (kind === 'go') {
    step(ctx, state, g, dir, options);
    return;
  }
  fastMove(ctx, state, g, dir, options);
}

/** 18.2: one 2d6 roll for the group; those passing both dice may go a second tile. */
function fastMove(ctx: Ctx, state: AdventureState, g: Group, dir: Dir, options: AdventureOptions): void {
  const dice = roll(ctx, 2, 6, '18.2', `Fast Move, group ${g.id}`);
  const fast = g.members.filter((id) => {
    const c = state.band.find((m) => m.id === id)!;
    return isUp(c) && dice[0]! <= c.rep && dice[1]! <= c.rep;
  });
  const r = step(ctx, state, g, dir, options);
  if (r !== 'clear' || !state.groups.includes(g) || fast.length === 0) return;
  let mover = g;
  const who = whoFor(state, g);
  if (fast.length < g.members.length) {
    const c = ctx.ask({ who, rule: '18.2', kind: 'fast-split', prompt: 'Not everyone passed both dice.', options: [option('together', 'Stay together'), option('split', 'Those who passed go on alone')] });
    if (c === 'together') return;
    mover = splitGroup(ctx, state, g, fast.filter((id) => g.members.includes(id)), g.facing);
  }
  const ways = usableExits(state.map, mover.tile).map((d) => option(`go:${d}`, `On ${DIR_NAMES[d]}`));
  const next = ctx.ask({ who, rule: '18.2', kind: 'fast-second', prompt: 'Move a second tile?', options: [...ways, option('stop', 'Stop here')] });
  if (next !== 'stop') step(ctx, state, mover, Number(next.split(':')[1]) as Dir, options);
}

/** 39.3: the dungeon's side moves PEFs and enemy groups, farthest first, 1 or 2 tiles toward the band. */
function dungeonTurn(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  const movers: { kind: 'pef' | 'enemy'; id: number; tile: number }[] = [
    ...state.pefs.map((p) => ({ kind: 'pef' as const, id: p.id, tile: p.tile })),
    ...state.enemyGroups.map((e) => ({ kind: 'enemy' as const, id: e.id, tile: e.tile })),
  ];
  const tiles = () => state.groups.map((g) => g.tile);
  const order = movingOrder(state.map, movers.map((m) => ({ id: m.id + (m.kind === 'enemy' ? 1e6 : 0), tile: m.tile })), tiles());
  for (const o of order) {
    if (state.groups.length === 0) return;
    const isPef = o.id < 1e6;
    const pef = isPef ? state.pefs.find((p) => p.id === o.id) : undefined;
    const eg = isPef ? undefined : state.enemyGroups.find((e) => e.id === o.id - 1e6);
    const thing = pef ?? eg;
    if (!thing) continue;
    const rep = pef ? PEF_REP : Math.max(...eg!.members.map((m) => m.rep));
    const dice = roll(ctx, 2, 6, '39.3', pef ? `PEF ${pef.id} moves (Rep ${rep})` : `Enemy group moves (Rep ${rep})`);
    const n = dice[0]! <= rep && dice[1]! <= rep ? 2 : 1;
    for (let i = 0; i < n; i++) {
      const target = nearestGroup(state.map, thing.tile, tiles());
      if (target.tile < 0) break;
      const next = stepToward(state.map, thing.tile, target.tile);
      if (next === null) break;
      thing.tile = next;
      const g = state.groups.find((x) => x.tile === next);
      if (!g) continue;
      if (pef) {
        state.pefs = state.pefs.filter((p) => p !== pef);
        note(ctx, '39.4', `PEF ${pef.id} moves into group ${g.id}'s tile.`);
        resolvePef(ctx, state, g, 'enemies', options);
      } else {
        state.enemyGroups = state.enemyGroups.filter((e) => e !== eg);
        battle(ctx, state, g, eg!.members, 'enemies', options);
      }
      pruneGroups(state);
      break;
    }
  }
}
