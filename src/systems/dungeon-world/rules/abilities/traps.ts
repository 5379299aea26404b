/**
 * Traps, the ability (the `?` squares and the chests are the dungeon's
 * rules, which ask these): a hero with it never rolls for a `?` square and
 * takes no harm from it; a chest's trap goes off on a die at or under the
 * chest's number, one less for such a hero (0: the chest is safe).
 */
import type { Model } from '../../state.ts';
import { has } from '../../state.ts';

/** A `?` square: true when `m` crosses it unharmed, without a roll. */
export function avoidsTraps(m: Model): boolean {
  return has(m, 'traps');
}

/** The number a chest's trap goes off at or under when `m` opens it. */
export function chestTrapNumber(m: Model, chest: number): number {
  return has(m, 'traps') ? Math.max(0, chest - 1) : chest;
}
