/**
 * Treasure (40.0–41.0): one roll on the Treasure Table when a room is
 * cleared, with the Big Bad's Rep added in the Treasure Room; coins go to the
 * band's pool (divided in 42.0), items are rolled on the magic tables (29.1)
 * and carried by the finding group (32.2, loads.ts).
 */
import { rollq } from './quiet.ts';
import { note, type Ctx } from '../../../../core/engine.ts';
import { halfD6, roll, sum } from '../../../../core/dice.ts';
import { lookup } from '../../../../core/tables.ts';
import { diceRead, part } from '../../../../core/parts.ts';
import { rollMagicItem } from '../api.ts';
import type { MagicTable } from '../../state.ts';
import { TREASURE_40_0, type TreasureFind } from '../../tables/dungeon-treasure.ts';
import { findingGroup, stowFound } from './loads.ts';
import type { AdventureState } from '../../state-adventure.ts';
import { counted, plural } from '../../../../core/text.ts';

const ITEM_ORDER: readonly MagicTable[] = ['potion', 'clothes', 'weapon', 'armor', 'castingTool'];

/**
 * A find's items in ITEM_ORDER, as table and count one after the other, made
 * once per row of 40.0: the rows name only the kinds they give, and asking a
 * row for each of the five kinds it lacks read through to the prototype.
 */
function itemList(find: TreasureFind): readonly (MagicTable | number)[] {
  let list = ITEM_LISTS.get(find);
  if (list === undefined) {
    list = [];
    for (const t of ITEM_ORDER) {
      const k = find.items[t] ?? 0;
      if (k > 0) list.push(t, k);
    }
    ITEM_LISTS.set(find, list);
  }
  return list;
}
const ITEM_LISTS = new Map<TreasureFind, (MagicTable | number)[]>();

/** Rolls 1d6 + `modifier` (named `modifierLabel`) on 40.0 and adds what is found to the pool. */
export function rollTreasure(ctx: Ctx, state: AdventureState, rule: string, modifier: number, modifierLabel = ''): TreasureFind {
  const d = rollq(ctx, 1, 6, rule, 'Treasure');
  ctx.reveal(rule, 'treasure was found');
  const find = lookup(ctx, TREASURE_40_0, d[0]! + modifier, '', ctx.log ? (modifier ? [diceRead(d, 'face'), part(modifier, modifierLabel)] : [diceRead(d, 'face')]) : null);
  if (find.coins) {
    const c = find.coins;
    let n = c.fixed;
    if (c.halfD6) for (const f of roll(ctx, c.halfD6, 6, '40.0', 'Coins (1/2d6)')) n += halfD6(f);
    if (c.d6) n += sum(roll(ctx, c.d6, 6, '40.0', 'Coins (d6)'));
    state.treasure.coins[c.metal] += n;
    if (ctx.log) note(ctx, '40.0', `${counted(n, `${c.metal} coin`)} found.`);
  }
  const from = state.treasure.magic.length;
  const list = itemList(find);
  for (let j = 0; j < list.length; j += 2) {
    const t = list[j] as MagicTable;
    const k = list[j + 1] as number;
    for (let i = 0; i < k; i++) {
      const item = rollMagicItem(ctx, t);
      state.treasure.magic.push(item);
      if (ctx.log) note(ctx, '40.0', `Found: ${item.name}.`);
    }
  }
  // 32.2: the finding group carries what it found.
  if (state.treasure.magic.length > from) stowFound(ctx, state, findingGroup(state), from);
  return find;
}

/** 41.0: the Treasure Room, 1d6 plus the Big Bad's Rep whether met or not; Rescue captives are found here (34.3). */
export function lootTreasureRoom(ctx: Ctx, state: AdventureState): void {
  if (state.treasureRoomLooted) return;
  state.treasureRoomLooted = true;
  rollTreasure(ctx, state, '41.0', state.bigBad?.rep ?? 0, 'the Big Bad\'s Rep');
  if (state.reason === 'rescue') {
    state.captivesFound = true;
    if (ctx.log) note(ctx, '34.3', `The ${counted(state.captives, 'captive')} ${plural(state.captives, 'is', 'are')} found in the Treasure Room.`);
  }
  state.story.push(`Turn ${state.turn}: the Treasure Room is looted.`);
}
