/**
 * Speed only: a character's id is written out from a template ("e3",
 * "star-Player-grunt-5"), and such a string is not interned. The rules read
 * ids all the time: `===` against other ids (band members, group members,
 * who went out), `includes` over id lists, and id tables (`carried[id]`,
 * `shares[id]`) whose lookups must first find the interned copy of a key
 * that is not one. Interned when the character is made (one lookup in a
 * Map per character; `intern` itself only for a new id), every such comparison is a pointer check and every table
 * lookup skips that search. The ids are the same strings (same JSON).
 * Worth: `npm run bench -- speed` (bench/speed.ts), and instructions per
 * adventure in bench/2hdc-instructions.ts.
 */
import { intern } from '../../../core/intern.ts';
import { Kept } from './kept.ts';

/** Off only for the benchmark that shows what it is worth. */
export const internedIds = { on: true };

/** The interned copy of each id met so far (the same few dozen ids come back adventure after adventure). */
const kept = new Map<string, string>();

/** `id`, interned: found in `kept` (a hash and a compare), interned only the first time. */
export function keptId(id: string): string {
  if (!internedIds.on) return id;
  let k = kept.get(id);
  if (k === undefined) {
    k = intern(id);
    kept.set(k, k);
  }
  return k;
}

/** The ids numbered so far, by their two fixed parts: `numbered.row(base, infix)[n]`. */
const numbered = new Kept<string>();

/**
 * `${base}${infix}${n}` kept (interned), written out only the first time:
 * enemies `e7` (base "e"), Grunts `star-Ann-grunt-3` (base the Star's id,
 * infix "-grunt-"). Written out anew, each such id was hashed anew by
 * `keptId`'s lookup; here two lookups of strings already hashed (a
 * literal, a kept id) and an array read find it.
 */
export function numberedId(base: string, infix: string, n: number): string {
  if (!internedIds.on) return `${base}${infix}${n}`;
  const row = numbered.row(base, infix);
  return (row[n] ??= keptId(`${base}${infix}${n}`));
}
