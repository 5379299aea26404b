/**
 * The turn sequence (15.0–18.2, 39.1–39.3, 41.2): the exploring side rolls
 * activation (doubles place a PEF), each group acts by its Leader's Rep,
 * then the dungeon's side moves its PEFs and enemy groups.
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { toNumber, type Ratio } from '../../../../core/odds.ts';
import type { Odds, OptionData } from '../../../../core/request.ts';
import { oddsOf } from '../option-odds.ts';
import { choice, option, type Option } from '../../../../core/request.ts';
import { isUp, playerOf, thiefRep, type Character } from '../../state.ts';
import { placePef, movingOrder, nearestGroupTile, PEF_REP, type Pef } from '../dungeon/pef.ts';
import { exitToward, stepToward, type Dir } from '../dungeon/map.ts';
import { byLeaderRep, fit, pruneGroups, splitGroup, whoFor } from './groups.ts';
import { searchSecretRoom } from './hazards.ts';
import { battle, DIR_NAMES, ensureWayOn, maySearch, resolvePef, step } from './move.ts';
import { fastMoveOdds, pct, searchOdds } from './odds.ts';
import { movesAllowed, mustRest, tooLoadedToFastMove } from './loads.ts';
import { speedDice } from '../api.ts';
import { findItem, fastMoveDice } from '../magic/items.ts';
import type { AdventureOptions } from '../../options.ts';
import { LazyOption, LazyRequest, rollq } from './quiet.ts';
import { rollx } from '../../../../core/dice.ts';
import { runAwayOnActivation } from './runaway.ts';
import { groupLeader, member, type AdventureState, type Group } from '../../state-adventure.ts';
import { counted } from '../../../../core/text.ts';

export function playTurns(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  state.phase = 'dungeon';
  while (state.groups.length > 0) {
    // A turn's top: everything the rest of the game depends on is in the state (a live game may go on from here).
    ctx.checkpoint?.();
    state.turn++;
    if (state.turn > options.maxTurns) {
      if (ctx.log) note(ctx, '15.0', `The turn limit (${options.maxTurns}) is reached: the band is lost in the dungeon.`);
      break;
    }
    playerTurn(ctx, state, options);
    if (state.groups.length === 0) break;
    dungeonTurn(ctx, state, options);
  }
  for (const g of state.groups) for (const id of g.members) state.leftBehind.push(id);
  state.groups = [];
  state.exited = state.outside.length > 0;
}

/** 15.0/39.1: activation dice; doubles place a PEF a die's distance away from the leading group. */
function playerTurn(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  const dice = rollx(ctx, 2, 6, '15.0', 'Turn ', ctx.log ? `${state.turn}: activation` : '', null, ctx.log ? (d) => (d[0] === d[1] ? 'doubles: a PEF appears (39.1)' : 'no doubles: no new PEF') : null);
  const order = state.groups.length === 1 ? [state.groups[0]!] : byLeaderRep(state);
  if (dice[0] === dice[1]) {
    const lead = order[0]!;
    const at = placePef(state.map, lead.tile, lead.facing, dice[0]!);
    const id = state.nextPefId++;
    state.pefs.push({ id, tile: at });
    if (ctx.log) note(ctx, '39.1', `Doubles: PEF ${id} appears on tile ${at}, ${counted(dice[0]!, 'tile')} away if the map allows.`);
    const there = state.groups.find((g) => g.tile === at);
    if (there) {
      state.pefs = state.pefs.filter((p) => p.id !== id);
      state.activeGroup = there.id; // the group meeting it, shown in the view while the encounter asks
      resolvePef(ctx, state, there, 'enemies', options);
      state.activeGroup = null;
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

/** A move through an exit (18.1), or a Fast Move (18.2) when `fast`. */
interface Move {
  readonly dir: Dir;
  readonly fast: boolean;
}

/** What a group does on its turn (16.0): a move, or one of the named actions. */
export type GroupAction = Move | 'search' | 'leave' | 'split' | 'wait';

const GO_IDS = ['go:0', 'go:1', 'go:2', 'go:3'] as const;
const FAST_IDS = ['fast:0', 'fast:1', 'fast:2', 'fast:3'] as const;
const GO: readonly Move[] = [0, 1, 2, 3].map((dir) => ({ dir: dir as Dir, fast: false }));
const FAST: readonly Move[] = [0, 1, 2, 3].map((dir) => ({ dir: dir as Dir, fast: true }));
const LEAVE = option('leave', 'Leave the dungeon');
const CONFIRM_LEAVE = [option('leave', 'Yes, leave the dungeon'), option('stay', 'No, stay')];
const SPLIT = option('split', 'Split the group');
const WAIT = option('wait', 'Stay here');
const STAY_GO = [option('stay', 'Stays'), option('go', 'Goes')] as const;
const TOGETHER_SPLIT = [option('together', 'Stay together'), option('split', 'Those who passed go on alone')] as const;
/** Stop after the first tile of a Fast Move: the value null. */
const STOP: Option<null> = choice(null, 'stop', 'Stop here');

function whereTo(state: AdventureState, tile: number, d: Dir): string {
  const e = exitToward(state.map.tiles[tile]!, d)!;
  return e.to === null ? `into the unknown${e.down ? ' (down)' : ''}` : `to tile ${e.to}${e.to === 0 ? ' (the way out)' : ''}`;
}

/** Whether a Potion of Speed could be drunk by this member (29.1.5): one use left, no Boots of Speed. */
function hasSpeedPotion(c: Character): boolean {
  const p = findItem(c, 'potion-of-speed');
  return !!p && (p.uses ?? 0) > 0 && fastMoveDice(c) === 2;
}

/**
 * 18.2 odds, for the label: a second tile for the best and for the slowest of
 * the group on 2d6; then each member who rolls 3d6 keeping the best two
 * (Boots of Speed, 29.1.3) or may drink a Potion of Speed to (29.1.5).
 */
function fastLabel(state: AdventureState, g: Group, d: Dir): string {
  return `Fast Move ${DIR_NAMES[d]} ${whereTo(state, g.tile, d)} (a second tile: ${fastOddsText(state, g)})`;
}

/** The group's best and lowest Rep among those fit to move. */
function repRange(state: AdventureState, g: Group): [number, number] {
  let hi = 0;
  let lo = 99;
  for (const c of fit(state, g)) ((hi = Math.max(hi, c.rep)), (lo = Math.min(lo, c.rep)));
  return [hi, lo];
}

function fastOddsText(state: AdventureState, g: Group): string {
  const [hi, lo] = repRange(state, g);
  const members = fit(state, g);
  let odds = hi === lo ? `${pct(fastMoveOdds(hi))} at Rep ${hi}` : `${pct(fastMoveOdds(hi))} at Rep ${hi}, ${pct(fastMoveOdds(lo))} at Rep ${lo}`;
  for (const c of members) {
    if (fastMoveDice(c) === 3) odds += `; ${c.name} on 3d6 (Boots of Speed): ${pct(fastMoveOdds(c.rep, 3))}`;
    else if (hasSpeedPotion(c)) odds += `; ${c.name} on 3d6 with his Potion of Speed: ${pct(fastMoveOdds(c.rep, 3))}`;
  }
  return odds;
}

/** 18.2 as data: the chance of a second tile for the lowest Rep of the group (the one most likely to hold it back). */
function fastOdds(state: AdventureState, g: Group): Odds {
  const lo = repRange(state, g)[1];
  return oddsOf(fastMoveOdds(lo), `a second tile at Rep ${lo}`, fastOddsText(state, g));
}

/** 37.0 odds: the best searcher's chance. */
function bestSearch(state: AdventureState, g: Group): Ratio {
  let best: Ratio | null = null;
  for (const c of fit(state, g)) {
    const t = thiefRep(c); // 9.0.6/9.2: a Thief rolls 3d6 at his Thief Rep
    const r = searchOdds(t === null ? 2 : 3, t ?? c.rep);
    if (!best || toNumber(r) > toNumber(best)) best = r;
  }
  return best ?? searchOdds(2, 0);
}

function searchLabel(state: AdventureState, g: Group): string {
  return `Search for a Secret Room (best searcher: ${Math.round(toNumber(bestSearch(state, g)) * 100)}%)`;
}

/**
 * A move offered on a group's turn: its label (and a Fast Move's odds) built
 * when read, as a LazyOption's, from the fields rather than closures (one
 * object per move instead of three; every turn of every group offers them).
 */
class MoveOption implements Option<GroupAction> {
  constructor(
    readonly id: string,
    readonly value: Move,
    private readonly state: AdventureState,
    private readonly g: Group,
  ) {}
  get label(): string {
    const { state, g } = this;
    const d = this.value.dir;
    return this.value.fast ? fastLabel(state, g, d) : `Move ${DIR_NAMES[d]} ${whereTo(state, g.tile, d)}`;
  }
  get odds(): Odds | undefined {
    return this.value.fast ? fastOdds(this.state, this.g) : undefined;
  }
  toJSON(): OptionData {
    const odds = this.odds;
    return odds ? { id: this.id, label: this.label, odds } : { id: this.id, label: this.label };
  }
}

/** The second tile of a Fast Move through one way (18.2); its label built when read, as MoveOption's. */
class WayOption implements Option<Dir | null> {
  readonly id: string;
  constructor(
    readonly value: Dir,
    private readonly state: AdventureState,
    private readonly tile: number,
  ) {
    this.id = GO_IDS[value];
  }
  get label(): string {
    return `On ${DIR_NAMES[this.value]} ${whereTo(this.state, this.tile, this.value)}`;
  }
  toJSON(): OptionData {
    return { id: this.id, label: this.label };
  }
}

function actions(state: AdventureState, g: Group): Option<GroupAction>[] {
  const opts: Option<GroupAction>[] = [];
  const here = state.map.tiles[g.tile]!;
  const full = state.map.tiles.length >= state.map.tilesTotal;
  // 32.2: a member carrying more than three times his Rep who moved last turn holds the group this turn; more than twice, no Fast Move.
  const allowed = movesAllowed(state, g);
  const rest = allowed !== 'rest';
  const able = allowed === 'fast';
  if (rest) {
    for (const e of here.exits) {
      if (e.closed || (e.to === null && full)) continue;
      const d = e.dir;
      opts.push(new MoveOption(GO_IDS[d], GO[d]!, state, g));
      if (able) opts.push(new MoveOption(FAST_IDS[d], FAST[d]!, state, g));
    }
  }
  if (maySearch(state, g)) opts.push(new LazyOption('search', 'search' as const, () => searchLabel(state, g), () => oddsOf(bestSearch(state, g), 'a Secret Room found (best searcher)')));
  if (g.tile === 0 && rest) opts.push(LEAVE);
  if (g.members.length > 1) opts.push(SPLIT);
  opts.push(WAIT);
  return opts;
}

/** 16.0: a group moves, fights and searches; the player decides. 26.1 first for those who fled. */
export function groupTurn(ctx: Ctx, state: AdventureState, g: Group, options: AdventureOptions): void {
  state.activeGroup = g.id;
  ensureWayOn(ctx, state, options);
  const who = whoFor(state, g);
  if (state.runAway.length > 0) {
    runAwayOnActivation(ctx, state, g, who);
    if (!state.groups.includes(g)) return;
  }
  let choice: GroupAction;
  for (;;) {
    choice = ctx.ask(new LazyRequest(who, '16.0', 'action', actions(state, g), () => `Group ${g.id} (led by ${groupLeader(state, g).name}) on tile ${g.tile}: what now?${loadNote(state, g)}`));
    // Leaving on the first turn ends the adventure before it starts: the player confirms it.
    if (choice !== 'leave' || state.turn > 1) break;
    if (ctx.ask({ who, rule: '41.2', kind: 'confirm-leave', prompt: 'Leave the dungeon on the first turn? This group is out of the adventure for good.', options: CONFIRM_LEAVE }) === 'leave') break;
  }
  if (choice === 'wait') return;
  if (choice === 'search') {
    searchSecretRoom(ctx, state, g, options);
    ensureWayOn(ctx, state, options);
    return;
  }
  if (choice === 'leave') {
    state.outside.push(...g.members);
    state.groups = state.groups.filter((x) => x !== g);
    if (ctx.log) note(ctx, '41.2', `Group ${g.id} leaves the dungeon through the entry tile.`);
    return;
  }
  if (choice === 'split') {
    const go: string[] = [];
    for (const id of g.members.slice(1)) {
      const c = member(state, id);
      if (ctx.ask({ who, rule: '17.3.1', kind: 'split-member', prompt: `Does ${c.name} go with the new group?`, options: STAY_GO }) === 'go') go.push(id);
    }
    if (go.length > 0) splitGroup(ctx, state, g, go);
    return;
  }
  if (!choice.fast) {
    step(ctx, state, g, choice.dir, options);
    return;
  }
  fastMove(ctx, state, g, choice.dir, options);
}

/** Why the group's moves are limited by what its members carry (32.2), for the prompt. */
function loadNote(state: AdventureState, g: Group): string {
  const r = mustRest(state, g);
  if (r) return ` (${r.name} carries more than three times his Rep and moved last turn: the group cannot move this turn, 32.2)`;
  const f = tooLoadedToFastMove(state, g);
  return f ? ` (${f.name} carries more than twice his Rep: no Fast Move, 32.2)` : '';
}

/**
 * 18.2 with 29.1.3/29.1.5: before the roll each member who can gain from it
 * may drink a Potion of Speed (his player decides; Boots of Speed need
 * none); then one 2d6 roll for the group, and one more die for each member
 * on 3d6, who keeps the best two of the group's two dice and his own; those
 * passing both dice kept may go a second tile.
 */
function fastMove(ctx: Ctx, state: AdventureState, g: Group, dir: Dir, options: AdventureOptions): void {
  let three: string[] | null = null;
  for (const id of g.members) {
    const c = member(state, id);
    // The extra die can change nothing at Rep 6 or more (always passes) or 0 or less (never passes): no potion is offered.
    if (!isUp(c) || c.rep >= 6 || c.rep <= 0) continue;
    if (fastMoveDice(c) === 2 && !hasSpeedPotion(c)) continue;
    state.speedFor = c.id;
    const n = speedDice(ctx, c, c.star && c.owner ? playerOf(c.owner) : whoFor(state, g));
    state.speedFor = null;
    if (n === 3) (three ??= []).push(id);
  }
  const dice = rollq(ctx, 2, 6, '18.2', 'Fast Move, group ', g.id);
  // Each third die beside its member's place in `three` (a list, not a table keyed by id: a member or two).
  let own: number[] | null = null;
  if (three) for (const id of three) (own ??= []).push(rollq(ctx, 1, 6, '18.2', member(state, id).name, ': the third die (3d6, best two)')[0]!);
  const fast: string[] = [];
  for (const id of g.members) {
    const c = member(state, id);
    if (!isUp(c)) continue;
    const k = three ? three.indexOf(id) : -1;
    // The best two of three: at least two of them at or under the Rep.
    const passes = k < 0 ? dice[0]! <= c.rep && dice[1]! <= c.rep : (dice[0]! <= c.rep ? 1 : 0) + (dice[1]! <= c.rep ? 1 : 0) + (own![k]! <= c.rep ? 1 : 0) >= 2;
    if (passes) fast.push(id);
  }
  if (ctx.log) note(ctx, '18.2', fastMoveText(state, g, fast));
  const r = step(ctx, state, g, dir, options);
  if (r !== 'clear' || !state.groups.includes(g) || fast.length === 0) return;
  let mover = g;
  const who = whoFor(state, g);
  if (fast.length < g.members.length) {
    const c = ctx.ask({ who, rule: '18.2', kind: 'fast-split', prompt: 'Not everyone passed both dice.', options: TOGETHER_SPLIT });
    if (c === 'together') return;
    mover = splitGroup(ctx, state, g, fast.filter((id) => g.members.includes(id)), g.facing);
  }
  const ways: Option<Dir | null>[] = [];
  // The ways that may be taken (explored, or unexplored with tiles left to lay), one object each: no lists made on the way, no closure per label.
  const map = state.map;
  const full = map.tiles.length >= map.tilesTotal;
  for (const e of map.tiles[mover.tile]!.exits) if (!e.closed && (e.to !== null || !full)) ways.push(new WayOption(e.dir, state, mover.tile));
  ways.push(STOP);
  const next = ctx.ask({ who, rule: '18.2', kind: 'fast-second', prompt: 'Move a second tile?', options: ways });
  if (next !== null) step(ctx, state, mover, next, options);
}

/** 39.3: the dungeon's side moves PEFs and enemy groups, farthest first, 1 or 2 tiles toward the band. */
function dungeonTurn(ctx: Ctx, state: AdventureState, options: AdventureOptions): void {
  if (state.pefs.length === 0 && state.enemyGroups.length === 0) return;
  const movers: Pef[] = [];
  for (const p of state.pefs) movers.push({ id: p.id, tile: p.tile });
  for (const e of state.enemyGroups) movers.push({ id: e.id + 1e6, tile: e.tile });
  const order = movers.length === 1 ? movers : movingOrder(state.map, movers, state.groups);
  for (const o of order) {
    if (state.groups.length === 0) return;
    const isPef = o.id < 1e6;
    const pef = isPef ? pefOf(state, o.id) : undefined;
    const eg = isPef ? undefined : enemyGroupOf(state, o.id - 1e6);
    const thing = pef ?? eg;
    if (!thing) continue;
    let rep = PEF_REP;
    if (eg) {
      rep = 0;
      for (const m of eg.members) if (m.rep > rep) rep = m.rep;
    }
    const note2 = ctx.log ? (d: number[]) => (d[0]! <= rep && d[1]! <= rep ? `both dice pass Rep ${rep}: up to 2 tiles` : `not both dice pass Rep ${rep}: 1 tile`) : null;
    const dice = pef ? rollx(ctx, 2, 6, '39.3', 'PEF ', ctx.log ? `${pef.id} moves (Rep ${rep})` : '', null, note2) : rollx(ctx, 2, 6, '39.3', 'Enemy group moves', ctx.log ? ` (Rep ${rep})` : '', null, note2);
    const n = dice[0]! <= rep && dice[1]! <= rep ? 2 : 1;
    const from = thing.tile;
    for (let i = 0; i < n; i++) {
      const target = nearestGroupTile(state.map, thing.tile, state.groups);
      if (target < 0) break;
      const next = stepToward(state.map, thing.tile, target);
      if (next === null) break;
      thing.tile = next;
      const g = groupOn(state, next);
      if (!g) continue;
      // The group met outside its activation is shown as the one dealing with it while the encounter asks (view, same side).
      state.activeGroup = g.id;
      if (pef) {
        state.pefs = state.pefs.filter((p) => p !== pef);
        if (ctx.log) note(ctx, '39.4', `PEF ${pef.id} moves into group ${g.id}'s tile.`);
        resolvePef(ctx, state, g, 'enemies', options);
      } else {
        state.enemyGroups = state.enemyGroups.filter((e) => e !== eg);
        battle(ctx, state, g, eg!.members, 'enemies', options);
      }
      state.activeGroup = null;
      pruneGroups(state);
      break;
    }
    if (ctx.log && state.pefs.includes(pef!)) note(ctx, '39.3', thing.tile === from ? `PEF ${pef!.id} stays on tile ${from}.` : `PEF ${pef!.id} moves from tile ${from} to tile ${thing.tile}.`);
    else if (ctx.log && eg && state.enemyGroups.includes(eg)) note(ctx, '39.3', thing.tile === from ? `The enemy group stays on tile ${from}.` : `The enemy group moves from tile ${from} to tile ${thing.tile}.`);
  }
}

/** The PEF of this id still on the map, the enemy group of this id, the group on a tile (loops: no closure per question). */
function pefOf(state: AdventureState, id: number): Pef | undefined {
  for (const p of state.pefs) if (p.id === id) return p;
  return undefined;
}
function enemyGroupOf(state: AdventureState, id: number): AdventureState['enemyGroups'][number] | undefined {
  for (const e of state.enemyGroups) if (e.id === id) return e;
  return undefined;
}
function groupOn(state: AdventureState, tile: number): Group | undefined {
  for (const g of state.groups) if (g.tile === tile) return g;
  return undefined;
}

/** 18.2 in words: who passed both dice (and may go a second tile) and who did not. */
function fastMoveText(state: AdventureState, g: Group, fast: readonly string[]): string {
  const up = g.members.map((id) => member(state, id)).filter(isUp);
  const pass = up.filter((c) => fast.includes(c.id)).map((c) => c.name);
  const fail = up.filter((c) => !fast.includes(c.id)).map((c) => c.name);
  if (fail.length === 0) return 'Fast Move passed: everyone passed both dice and may go a second tile.';
  if (pass.length === 0) return 'Fast Move failed: nobody passed both dice; one tile only.';
  return `Fast Move: ${pass.join(', ')} passed both dice and may go a second tile; ${fail.join(', ')} did not.`;
}

