/**
 * What the options of a model's activation mean (the 'action' and 'shoot'
 * questions, and their follow-ups): `ctx.ask` returns one of these, so the
 * rules and the bots read a square, a target or a door from the option
 * itself and never parse its id (ids stay as saves hold them: `move:3,4`,
 * `shoot:m7`, `do:open:d2`, `field:h1+h2`...).
 */
import type { Feature, Model, Pos } from '../state.ts';

/** A square: where a model walks, charges, drinks or waits for a pit. */
interface At<K extends string> {
  readonly act: K;
  readonly x: number;
  readonly y: number;
}

/** An act on a model. */
interface On<K extends string> {
  readonly act: K;
  readonly target: Model;
}

/** An act on a dungeon feature (a door, a chest...). */
interface OnFeature<K extends string> {
  readonly act: K;
  readonly feature: Feature;
}

/** The dungeon's actions (dungeon/act.ts, items.ts, familiar.ts): they spend movement points. */
export type DungeonAct =
  | OnFeature<'open'>
  | OnFeature<'close'>
  | OnFeature<'explore'>
  | At<'drink'>
  | At<'pit'>
  | { readonly act: 'escape' }
  | { readonly act: 'item'; readonly item: string; readonly at?: Pos }
  | { readonly act: 'familiar'; readonly n: number };

/** The abilities and spells used beside the action or in its place (abilities/offer.ts). */
export type AbilityAct =
  | { readonly act: 'regenerate' }
  | { readonly act: 'listen' }
  | { readonly act: 'check' }
  | On<'finger'>
  | On<'gaze'>
  | On<'control'>
  | On<'touch'>
  | { readonly act: 'field'; readonly targets: readonly Model[] }
  | OnFeature<'portal'>
  | { readonly act: 'spell'; readonly spell: string };

/** A shot: `chance` is the chance of at least one hit taken off (the option's odds, as a number the bots weigh). */
interface ShootAct extends On<'shoot'> {
  readonly chance: number;
}

/** One option of an activation. */
export type Act =
  | { readonly act: 'stay' }
  | { readonly act: 'done' }
  | { readonly act: 'hold' }
  | At<'move'>
  | At<'charge'>
  | ShootAct
  | DungeonAct
  | AbilityAct;

export const STAY: Act = { act: 'stay' };
export const DONE: Act = { act: 'done' };
export const HOLD: Act = { act: 'hold' };

const DUNGEON: ReadonlySet<string> = new Set(['open', 'close', 'explore', 'drink', 'pit', 'escape', 'item', 'familiar']);

/** A dungeon action (the `do:` options). */
export function isDungeonAct(a: Act): a is DungeonAct {
  return DUNGEON.has(a.act);
}

const ABILITY: ReadonlySet<string> = new Set(['regenerate', 'listen', 'check', 'finger', 'gaze', 'control', 'touch', 'field', 'portal', 'spell']);

/** An ability or spell (abilities/offer.ts). */
export function isAbilityAct(a: Act): a is AbilityAct {
  return ABILITY.has(a.act);
}


/** Ids of square options made once per square and kept (strings never change): a move or a spawn offers dozens of squares each time it is asked. */
const squareIds = new Map<string, string[][]>();

/** `${prefix}${x},${y}`: the id of an option for the square (x, y), as saves hold it (`move:3,4`, or `3,4` for a spawn). */
export function squareId(prefix: string, x: number, y: number): string {
  let rows = squareIds.get(prefix);
  if (rows === undefined) squareIds.set(prefix, (rows = []));
  const row = (rows[y] ??= []);
  return (row[x] ??= `${prefix}${x},${y}`);
}

/** Move acts made once per square and kept (frozen: rules and bots only read them), like the squares' ids: a move offers dozens each time. */
const moveActs: Act[][] = [];

/** `{ act: 'move', x, y }`, the same object each time it is asked for the square. */
export function moveAct(x: number, y: number): Act {
  const row = (moveActs[y] ??= []);
  return (row[x] ??= Object.freeze({ act: 'move', x, y }));
}
