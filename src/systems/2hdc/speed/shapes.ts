/**
 * Speed only (no rule here): settles the hidden classes of the objects the
 * rules make by the thousand (characters, fighters, the map, tiles, exits)
 * before any game is played.
 *
 * V8 tracks, per field of a hidden class, whether it was ever reassigned
 * ("const"), what kind of value it holds (small integer, one class of
 * object...) and folds those facts into optimized code. A rare event that
 * breaks one of them in game 500 or 9,000 (a rival joins and gets a new id, a
 * blank wall closes an exit, a Feral Vampire poisons someone for the first
 * time) throws away every optimized function that relied on it, and V8
 * compiles them all again: in `simulate` that re-compiling was a large part
 * of the long warm-up. Reassigning every field of one throw-away object of
 * each kind, once at load time, settles the fields as "reassignable, any
 * value" while nothing is optimized yet. The objects of a game keep the same
 * fields in the same order and the same JSON.
 *
 * Worth (2026-11-27, `simulate 2hdc --games 10000 --workers 1`, five
 * interleaved runs, median CPU s at load 16-24): 5.79 s with, 6.32 s without
 * (9% more). Called by the system's setup (index.ts), never by the rules.
 */
import type { Ctx } from '../../../core/engine.ts';
import { loosen } from '../../../core/shapes.ts';
import { baseCharacter } from '../rules/characters/create.ts';
import { newFighter } from '../rules/combat/fighter.ts';
import { placeFirstTile } from '../rules/dungeon/generate.ts';
import { newMap } from '../rules/dungeon/map.ts';

let settled = false;

/** Settles the shapes once per process (see above). */
export function settleShapes(): void {
  if (settled) return;
  settled = true;
  const c = baseCharacter('x', 'x', 'Human', true, ['Warrior'], 5, { armor: 2, shield: false }, ['S']);
  loosen(c);
  loosen(c.coins);
  loosen(newFighter(c, 0));
  const map = newMap(1);
  const tile = placeFirstTile({ log: null } as Ctx, map);
  loosen(map);
  loosen(tile);
  for (const e of tile.exits) loosen(e);
}
