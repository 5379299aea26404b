/**
 * What the dungeon does to fights: the Torture Rack (heroes within 8
 * squares of it, or in sight of it, throw 2 dice fewer in melee and when
 * shooting), the familiar (an enemy in a melee with a familiar and its owner
 * throws a die fewer), and the campfire (a hero warding with it cannot take
 * kill dice in melee unless a monster of more than 3 attack dice touches it).
 */
import type { GameState, Model } from '../../state.ts';
import { adjacent, distance } from '../grid.ts';
import { seesTerrain } from '../sight.ts';
import { isHero, live } from './features.ts';
import { familiarPenalty } from './familiar.ts';

/** The Torture Rack sickens this hero. */
function sickened(st: GameState, m: Model): boolean {
  if (!isHero(m)) return false;
  return live(st, 'torture-rack').some((r) => distance(r, m) <= 8 || seesTerrain(st.board, m, r));
}

/** Dice a model loses in a melee to the dungeon. */
export function meleeDiceLoss(st: GameState, m: Model, group: readonly Model[]): number {
  return (sickened(st, m) ? 2 : 0) + familiarPenalty(m, group);
}

/** Dice a shooter loses to the dungeon. */
export function shotDiceLoss(st: GameState, m: Model): number {
  return sickened(st, m) ? 2 : 0;
}

/** A hero warding with a campfire is out of reach of monsters of 3 attack dice or fewer. */
export function wardedFrom(st: GameState, target: Model, strikers: readonly Model[]): boolean {
  if (!st.dungeon || !(target.id in st.dungeon.warding)) return false;
  return !strikers.some((s) => s.status === 'in-play' && s.attacks > 3 && adjacent(s, target));
}
