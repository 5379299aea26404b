/**
 * The creature table (from the adventure: its dice and rows), placing
 * creatures on the map 3 spaces from a character where possible (Doors:
 * Unlocked Doors), and the skirmish strength by group size (End of Round
 * Skirmishes): three or more characters roll the dice of the next smaller
 * group; two characters (ours: and one) roll their own and halve the
 * result, rounding up.
 */
import type { Ctx } from '../../../core/engine.ts';
import { note } from '../../../core/engine.ts';
import type { AdventureData } from '../data/index.ts';
import { SEC } from '../sections.ts';
import { rollOn, strengthName } from '../tables/rolls.ts';
import type { Explorer, ExploreState } from '../state.ts';
import { cellOf, distances, occupied, posOf, walkableNow } from './map.ts';

/** Rolls the adventure's creature table; returns the row's monster ids. */
export function rollCreatureTable(ctx: Ctx, d: AdventureData, why: string): readonly string[] {
  return rollOn(ctx, d.creatureTable, d.a.creatures.dice, SEC.exploration, `Creature table${why ? ` (${why})` : ''}`);
}

/** Which dice give the skirmish strength for a group of `n` characters, and whether the result is halved. */
export function strengthDice(d: AdventureData, n: number): { dice: string; halve: boolean; group: readonly [number, number] } {
  const rows = d.a.skirmish;
  const i = rows.findIndex((g) => n >= g.group[0] && n <= g.group[1]);
  if (n >= 3 && i > 0) return { dice: rows[i - 1]!.dice, halve: false, group: rows[i - 1]!.group };
  return { dice: rows[i]!.dice, halve: n <= 2, group: rows[i]!.group };
}

/** Rolls the skirmish strength for the characters still alive: the group's dice, read on its strength table. */
export function rollStrength(ctx: Ctx, st: ExploreState, d: AdventureData): number {
  const n = st.characters.filter((c) => c.condition !== 'dead').length;
  const s = strengthDice(d, n);
  if (ctx.log) {
    const group = s.group[0] === s.group[1] ? `${s.group[0]}` : `${s.group[0]}-${s.group[1]}`;
    note(ctx, SEC.skirmishes, `${n} character${n === 1 ? '' : 's'}: ${s.halve ? `the dice of the group of ${group}, ${s.dice}, halved rounding up` : `the dice of the next smaller group (${group}), ${s.dice}`}.`);
  }
  const name = strengthName(s.dice, s.halve);
  return rollOn(ctx, d.strengthTables.find((t) => t.name === name)!, s.dice, SEC.skirmishes, 'Skirmish strength');
}

/** A skirmish of `strength` creatures: the row's creatures in turn, as many as the strength. */
export function skirmishFoes(row: readonly string[], strength: number): string[] {
  return Array.from({ length: Math.max(1, strength) }, (_, i) => row[i % row.length]!);
}

/** placeCreatures' sort keys, reused (read only within one call). */
let keysBuf = new Float64Array(256);

/**
 * Places creatures in `rooms` on free squares as near 3 steps from `near`
 * as they can be (ties: the farther, then reading order), one by one.
 */
export function placeCreatures(ctx: Ctx, st: ExploreState, d: AdventureData, foes: readonly string[], near: Explorer, rooms: readonly string[], rule: string): void {
  const dist = distances(d, st, near.pos);
  const taken = occupied(d, st);
  const names = new Map(d.a.monsters.map((m) => [m.id, m.name]));
  // Free floor (the kept walkable squares: open floor of a revealed room) in one of `rooms`, asked by room index.
  const closed = walkableNow(d, st).closed;
  const inRooms = d.a.rooms.map((r) => rooms.includes(r.id));
  const cells: number[] = [];
  // Whether a square is taken is asked last, of open floor in those rooms only.
  for (let c = 0; c < d.W * d.H; c++) if (closed[c] === 0 && inRooms[d.roomOf[c]!] && !taken.has(c)) cells.push(c);
  const away = (c: number) => (dist[c]! < 0 ? 999 : dist[c]!);
  // Nearest 3 steps first, then the farther, then reading order: one number per square orders them so
  // (|steps - 3| and steps are at most 999, a square's number below 2^24), with no comparison function.
  // In a buffer kept from call to call (a new one for each placing cost more than the sort).
  if (keysBuf.length < cells.length) keysBuf = new Float64Array(Math.max(cells.length, keysBuf.length * 2));
  const keys = keysBuf.subarray(0, cells.length);
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    keys[i] = (Math.abs(away(c) - 3) * 2048 + (1024 - away(c))) * 2 ** 24 + c;
  }
  // Only the first few are placed: those picked by selection (the keys are all different, so the same squares in the
  // same order as a full sort), one pass over the keys per creature.
  const placed = Math.min(foes.length, keys.length);
  for (let i = 0; i < placed; i++) {
    let m = i;
    for (let j = i + 1; j < keys.length; j++) if (keys[j]! < keys[m]!) m = j;
    const k = keys[m]!;
    keys[m] = keys[i]!;
    keys[i] = k;
    cells[i] = k % 2 ** 24;
  }
  foes.forEach((id, i) => {
    const c = cells[i] ?? cellOf(d, near.pos);
    const pos = posOf(d, c);
    st.creatures.push({ id: `${id}-${i}`, name: names.get(id)!, pos });
    if (ctx.log) note(ctx, rule, `${names.get(id)} is placed at ${pos.x},${pos.y}, ${away(c)} space${away(c) === 1 ? '' : 's'} from ${near.name}.`, { pos });
  });
}
