/**
 * Speed only (no rule here): arrays of strings made in the elements kind
 * they end in. V8 gives an empty literal `[]` the kind "small integers";
 * the first string pushed moves it to "any element", a new hidden class
 * for the array. Code optimized on one kind meets the other and is thrown
 * away ("wrong map" deopts at `m.guards.includes`, `m.used.length`,
 * `slay.every`...), then compiled again. An array made here starts in the
 * kind "any element" (an array that once held a string keeps that kind when
 * emptied), so every model's lists share one class from the start. The
 * contents and their JSON are unchanged.
 * `wordArrays.on = false` gives plain literals (bench/speed.ts).
 */

import { objectList } from '../../../core/shapes.ts';

export const wordArrays = { on: true };

/** An empty array of strings, already of the elements kind strings give. */
export function words(): string[] {
  if (!wordArrays.on) return [];
  const a = [''];
  a.pop();
  return a;
}

/** A copy of `src` of the elements kind strings give (even when `src` is empty). */
export function wordsOf(src: readonly string[]): string[] {
  if (!wordArrays.on) return src.slice();
  const a = words();
  for (let i = 0; i < src.length; i++) a.push(src[i]!);
  return a;
}

/** An empty array for objects, already of the elements kind objects give (lists that are often empty: the objective's squares, charge squares, control options). */
export function objects<T extends object>(): T[] {
  return wordArrays.on ? objectList<T>() : [];
}
