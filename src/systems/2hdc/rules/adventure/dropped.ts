/**
 * 26.0: a character who breaks off a fight by choice drops half of the
 * treasure he has. Ruling: the treasure found in this dungeon and not yet
 * divided (42.0): his part of the band's coins (the pool, held in equal
 * parts by the members in the dungeon), the magic items he carries for the
 * band (32.2) and his kill coins (42.1.2, halved by the fight code). Each
 * half is rounded down. What is dropped stays on the tile the enemy holds:
 * it is lost to the band.
 */
import { note, type Ctx } from '../../../../core/engine.ts';
import { choice } from '../../../../core/request.ts';
import { noCoins, type Character } from '../../state.ts';
import { whoFor } from './groups.ts';
import type { AdventureState, Group } from '../../state-adventure.ts';
import { mapPacked } from '../../speed/packed.ts';

/** Drops half the treasure of `fled` (members of `g` who fled by choice); `inDungeon` is how many band members were in the dungeon. */
export function dropHalfTreasure(ctx: Ctx, state: AdventureState, g: Group, fled: readonly Character[], inDungeon: number): void {
  if (fled.length === 0 || inDungeon <= 0) return;
  const pool = state.treasure.coins;
  const lost = noCoins();
  for (const metal of ['bronze', 'silver', 'gold'] as const) {
    lost[metal] = Math.floor((pool[metal] * fled.length) / (2 * inDungeon));
    pool[metal] -= lost[metal];
  }
  if (ctx.log && lost.bronze + lost.silver + lost.gold > 0) note(ctx, '26.0', `Fleeing, they drop ${lost.bronze} bronze, ${lost.silver} silver and ${lost.gold} gold of the band's coins.`);
  let items = 0;
  for (const c of fled) {
    const n = state.carried[c.id] ?? 0;
    const d = Math.floor(n / 2);
    if (d === 0) continue;
    state.carried[c.id] = n - d;
    items += d;
  }
  const magic = state.treasure.magic;
  for (; items > 0 && magic.length > 0; items--) {
    const left = items;
    const k = magic.length === 1 ? 0 : ctx.ask({
      who: whoFor(state, g), rule: '26.0', kind: 'drop-item',
      prompt: `Fleeing, the band leaves half of the treasure they carry: which item is left behind? (${left} to leave)`,
      options: mapPacked(magic, (m, i) => choice(i, String(i), m.name)),
    });
    const m = magic.splice(k, 1)[0];
    if (ctx.log) note(ctx, '26.0', `${m!.name} is left behind.`);
  }
}
