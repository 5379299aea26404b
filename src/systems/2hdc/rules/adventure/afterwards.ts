/**
 * After the dungeon (42.0–42.2.2): dividing the treasure, improving or
 * decreasing Rep, spending or losing coins, and keeping the band within 13.1.
 */
import { rollx } from '../../../../core/dice.ts';
import { note, type Ctx } from '../../../../core/engine.ts';
import { choice, type Option } from '../../../../core/request.ts';
import { carrying, restoreOnExit } from '../api.ts';
import { takeMagicItem } from '../magic/items.ts';
import { playerOf, type Character, type MagicItem, type MagicTable, type Profession } from '../../state.ts';
import { deepestLevel } from '../dungeon/map.ts';
import { COINS_PER_ROLL_42_1_2 } from '../../tables/dungeon-treasure.ts';
import { quittersReturn } from './runaway.ts';
import { emptyCoins, idTable, OUTCOME_WORDS, star, type AdventureState } from '../../state-adventure.ts';
import { ADVENTURE_DEFAULTS, type AdventureOptions } from '../../options.ts';
import { mapPacked } from '../../speed/packed.ts';

/** 34.3: whether the Reason Why was accomplished. Explore: three rooms, or a whole level left behind by going down. */
export function reasonDone(state: AdventureState): boolean {
  switch (state.reason) {
    case 'treasure':
      return state.treasureRoomLooted;
    case 'rescue':
      return state.captivesFound;
    case 'explore':
      return state.roomsCleared >= 3 || deepestLevel(state.map) >= 2;
    case 'kill':
      return state.bigBadDefeated;
  }
}

const PROFESSION_PICK: Record<Profession, MagicTable> = {
  Caster: 'castingTool', Healer: 'potion', Thief: 'clothes', Shooter: 'weapon', Knight: 'armor', Paladin: 'armor', Warrior: 'weapon', Soldier: 'weapon',
};
const ORDER: readonly MagicTable[] = ['castingTool', 'armor', 'weapon', 'clothes', 'potion'];

/** 42.0: the item a Grunt picks: its profession's kind first, then Casting Tool, Armor, Weapon, Clothes, Potion. */
export function gruntPick(c: Character, items: readonly MagicItem[]): number {
  const own = firstOf(items, PROFESSION_PICK[c.professions[0] ?? 'Warrior']);
  if (own >= 0) return own;
  for (const t of ORDER) {
    const i = firstOf(items, t);
    if (i >= 0) return i;
  }
  return 0;
}

/** The place of the first item from table `t`, or -1. */
function firstOf(items: readonly MagicItem[], t: MagicTable): number {
  for (let i = 0; i < items.length; i++) if (items[i]!.table === t) return i;
  return -1;
}

/** 42.0: coins evenly (the remainder to the Leader), items picked in turn: Leader first, then Grunts by Rep. */
export function divideTreasure(ctx: Ctx, state: AdventureState, out: Character[]): void {
  if (out.length === 0) return;
  const leader = star(state);
  const pickers = [leader];
  for (const c of out.filter((c) => c !== leader).sort((a, b) => b.rep - a.rep)) pickers.push(c);
  if (!out.includes(leader)) pickers.shift();
  for (const c of out) state.shares[c.id] ??= emptyCoins();
  for (const metal of ['bronze', 'silver', 'gold'] as const) {
    const total = state.treasure.coins[metal];
    const each = Math.floor(total / pickers.length);
    for (const c of pickers) state.shares[c.id]![metal] += each;
    state.shares[pickers[0]!.id]![metal] += total - each * pickers.length;
  }
  const items = state.treasure.magic;
  state.itemsFound = items.length;
  if (items.length) state.story.push(`Magic items carried out: ${mapPacked(items, (m) => m.name).join(', ')}.`);
  // The pool is shared out now: what each carried for the band is his no longer (32.2).
  state.carried = idTable();
  // Stars who passed on making room are not asked again.
  const passed = new Set<string>();
  for (let i = 0, skipped = 0; items.length > 0; i = (i + 1) % pickers.length) {
    const c = pickers[i]!;
    // 32.2: a member at four times his Rep cannot take another item; a Star's player may first make room, else his turn passes to the next picker.
    if (carrying(c, 1).load === 'too-much' && !(c.star && c.owner && !passed.has(c.id) && makeRoom(ctx, c, pickers))) {
      if (c.star) passed.add(c.id);
      if (++skipped < pickers.length) continue;
      if (ctx.log) note(ctx, '32.2', `Nobody can carry more: ${items.map((m) => m.name).join(', ')} left behind.`);
      items.length = 0;
      break;
    }
    skipped = 0;
    let k: number;
    if (c.star && c.owner) {
      k = ctx.ask({ who: playerOf(c.owner), rule: '42.0', kind: 'pick-item', prompt: `${c.name} picks an item`, options: mapPacked(items, (m, j) => choice(j, String(j), m.name)) });
    } else k = gruntPick(c, items);
    const m = items.splice(k, 1)[0]!;
    const was = takeMagicItem(c, m);
    if (ctx.log) note(ctx, '42.0', `${c.name} takes ${m.name}.`);
    if (was !== null && ctx.log) note(ctx, '41.0', wearsText(c, m, was));
  }
}

/** 41.0/34.3: the line for a member putting on magic armour he was handed. */
function wearsText(c: Character, m: MagicItem, was: number): string {
  return `${c.name} wears ${m.name} in place of his AC ${was} armour (41.0, 34.3: found armour is worn; the worn armour is not counted as an Item, 32.0).`;
}

/** The Items `c` would count without his magic item `i` (which magic armour is worn may change), without copying him. */
function itemsWithout(c: Character, i: number): number {
  const magic = c.magic;
  c.magic = magic.filter((_, j) => j !== i);
  const n = carrying(c).items;
  c.magic = magic;
  return n;
}

/**
 * 42.0/32.2 (ruling): a Star who carries all he can, at his pick, may make
 * room: give one of his magic items to another member who has room for it,
 * or leave one behind for a better one from the pool; or pass. His player
 * is asked again while he is still full (a Rep lost may leave him more than
 * one over). Returns whether he now has room to pick.
 */
function makeRoom(ctx: Ctx, c: Character, members: readonly Character[]): boolean {
  for (;;) {
    // The value: the item (its place in his magic) and whom it goes to (null: left behind); null for passing.
    const opts: Option<{ i: number; to: Character | null } | null>[] = [];
    const used = carrying(c);
    c.magic.forEach((m, i) => {
      // Only an item that counts frees room (the one magic armour worn does not, 32.0).
      if (itemsWithout(c, i) === used.items) return;
      for (const o of members) {
        if (o === c || carrying(o, 1).load === 'too-much') continue;
        const after = carrying(o, 1);
        opts.push(choice({ i, to: o }, `give:${i}:${o.id}`, `Give ${m.name} to ${o.name} (then ${after.items} Items, up to ${after.limits[2]})`));
      }
      opts.push(choice({ i, to: null }, `drop:${i}`, `Leave ${m.name} behind to pick another`));
    });
    if (opts.length === 0) return false;
    opts.push(choice(null, 'pass', 'Keep what you carry and pass your pick'));
    const a = ctx.ask({ who: playerOf(c.owner!), rule: '32.2', kind: 'make-room', prompt: `${c.name} carries all he can (${used.items} Items, up to 4× Rep ${c.rep} = ${used.limits[2]}). Make room to pick from the treasure?`, options: opts });
    if (a === null) return false;
    const [m] = c.magic.splice(a.i, 1);
    const o = a.to;
    const was = o ? takeMagicItem(o, m!) : null;
    if (ctx.log) note(ctx, '32.2', o ? `${c.name} gives ${m!.name} to ${o.name}.` : `${c.name} leaves ${m!.name} behind.`);
    if (o && was !== null && ctx.log) note(ctx, '41.0', wearsText(o, m!, was));
    if (carrying(c, 1).load !== 'too-much') return true;
  }
}

/** 42.1/42.2: whether one member had a successful adventure: the Reason Why done, not gone Out of the Fight, nobody left down there. */
function succeeded(state: AdventureState, c: Character, success: boolean): boolean {
  return success && !state.wentOut.includes(c.id) && state.leftBehind.length === 0;
}

/** 42.1/42.2: one member's Rep after the adventure; kill coins buy extra Improving Rep rolls and are then spent. */
export function settleRep(ctx: Ctx, state: AdventureState, c: Character, success: boolean): void {
  const from = c.rep;
  const failed = !succeeded(state, c, success);
  if (!failed) {
    const rolls = 1 + Math.floor(c.coins.bronze / COINS_PER_ROLL_42_1_2.bronze) + Math.floor(c.coins.silver / COINS_PER_ROLL_42_1_2.silver) + c.coins.gold;
    for (let i = 0; i < rolls; i++) {
      const rep = c.rep;
      const d = rollx(ctx, 1, 6, '42.1.1', 'Improving Rep: ', ctx.log ? `${c.name} (Rep ${rep}; a roll above it, or a 6, raises it)` : '', null, ctx.log ? (x) => (x[0]! > rep || x[0] === 6 ? `passed: Rep ${rep} → ${rep + 1}` : `failed: Rep stays ${rep}${i + 1 < rolls ? ', roll again (kill coins)' : ''}`) : null)[0]!;
      if (d > c.rep || d === 6) {
        c.rep++;
        break;
      }
    }
  } else {
    const rep = c.rep;
    const why = !success ? 'the adventure failed' : state.wentOut.includes(c.id) ? 'went Out of the Fight' : 'someone was left behind';
    if (rollx(ctx, 1, 6, '42.2.1', 'Decreasing Rep: ', ctx.log ? `${c.name} (Rep ${rep}, ${why}; a 1 lowers it)` : '', null, ctx.log ? (x) => (x[0] === 1 && rep > 1 ? `a 1: Rep ${rep} → ${rep - 1}` : x[0] === 1 ? 'a 1, but Rep stays 1' : `not a 1: Rep stays ${rep}`) : null)[0]! === 1) c.rep = Math.max(1, c.rep - 1);
  }
  // 42.1.2: leftover coins are lost; 42.2.2: without success every coin won is lost.
  c.coins = emptyCoins();
  c.originalRep = c.rep;
  if (c.rep !== from) {
    state.repChanges.push({ id: c.id, name: c.name, from, to: c.rep });
    if (ctx.log) note(ctx, c.rep > from ? '42.1.1' : '42.2.1', `${c.name}'s Rep ${from} → ${c.rep}.`);
  }
}

/**
 * The whole of 42.0 for those who got out: the treasure is divided once out
 * of the dungeon, whether or not the adventure succeeded (ruling). Option
 * `failedCoins: 'lost'`: a member who did not succeed loses his share of
 * this adventure's coins too (42.2.2 read as every coin gained).
 */
export function afterwards(ctx: Ctx, state: AdventureState, options: Pick<AdventureOptions, 'failedCoins'> = ADVENTURE_DEFAULTS): void {
  state.phase = 'afterwards';
  const s = star(state);
  const out = state.band.filter((c) => state.outside.includes(c.id));
  const starOut = out.includes(s);
  // 6.3.1/28.3: leaving the dungeon restores Star Power and casting losses before Rep is settled.
  restoreOnExit({ members: out });
  const success = starOut && reasonDone(state);
  // Each share before the division, kept only for the option that takes it back.
  const before = options.failedCoins === 'lost' ? new Map(out.map((c) => [c.id, { ...(state.shares[c.id] ?? emptyCoins()) }])) : null;
  divideTreasure(ctx, state, out);
  if (before) {
    for (const c of out) {
      const was = before.get(c.id)!;
      if (succeeded(state, c, success) || !state.shares[c.id]) continue;
      state.shares[c.id] = was;
      if (ctx.log) note(ctx, '42.2.2', `${c.name} did not succeed: his share of the coins is lost.`);
    }
  }
  // 26.1: those who ran away recover now; survivors rejoin outside, without a share.
  const back = quittersReturn(ctx, state);
  restoreOnExit({ members: back });
  out.push(...back);
  for (const c of out) settleRep(ctx, state, c, success);
  // 13.1: a Grunt whose Rep reaches the Star's leaves (33.0: other players' Stars are no Grunts); the band shrinks to the Star's Rep.
  const reached = state.band.filter((c) => !c.star && out.includes(c) && c.rep >= s.rep);
  state.band = state.band.filter((c) => !reached.includes(c));
  const keep = state.band.filter((c) => out.includes(c)).sort((a, b) => Number(b.star) - Number(a.star) || b.rep - a.rep).slice(0, s.rep);
  const over = state.band.filter((c) => !c.star && out.includes(c) && !keep.includes(c));
  state.band = state.band.filter((c) => !over.includes(c));
  // Pushed, not spread from `map`s: speed/packed.ts says why (the spread's array changed hidden class and threw this function's optimised code away).
  const departed: { character: Character; why: string }[] = [];
  for (const c of reached) departed.push({ character: c, why: `his Rep ${c.rep} reached the Star's ${s.rep}` });
  for (const c of over) departed.push({ character: c, why: `the band may be no larger than the Star's Rep ${s.rep}` });
  if (departed.length) state.departed = departed;
  for (const d of departed) {
    state.story.push(`${d.character.name} leaves the band: ${d.why} (13.1).`);
    if (ctx.log) note(ctx, '13.1', `${d.character.name} leaves the band: ${d.why}.`);
  }
  state.outcome = !out.includes(s) ? 'star-dead' : success ? 'success' : 'failure';
  state.story.push(`Outcome: ${OUTCOME_WORDS[state.outcome]}.`);
  state.phase = 'over';
}
