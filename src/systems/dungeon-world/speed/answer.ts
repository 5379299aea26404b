/**
 * Speed: a bot's answer weighs its request once. The heroes' bot asked for
 * the heroes' ways (locked doors, stairs, teleporters: a Set, a Map and a
 * key string each time) up to five times in one answer, and for a hero's
 * aim twice; the powers' plan walked an activation's options a dozen times
 * (one walk per power) when most activations offer no power or shot at all.
 * Within one answer the bot changes nothing those are made of (it only
 * stands a model on a square for a moment, bots/common.ts atSquare), so
 * the first answer serves the rest; with no power or shot offered, the
 * plans that weigh them give their answer (none) without the walks.
 * Worth: `npm run bench -- speed` (bench/speed.ts).
 */

/** Off only for the benchmark that shows what answering once is worth. */
export const answerMemo = { on: true };

let scopes = 0;
let keptFor: object | null = null;
let keptBy: unknown = null;
let kept: unknown = null;

/** Runs one bot answer with its ways kept (see above): nested answers share the outer one's. */
export function oneAnswer<T>(plan: () => T): T {
  if (scopes++ === 0) forget();
  try {
    return plan();
  } finally {
    if (--scopes === 0) forget();
  }
}

function forget(): void {
  keptFor = null;
  keptBy = null;
  kept = null;
}

/** `make(st)`, made once per answer for the same state (outside an answer, or with the memo off, made every time); one value is kept, for the last `make` asked. */
export function keptInAnswer<S extends object, V>(st: S, make: (st: S) => V): V {
  if (scopes === 0 || !answerMemo.on) return make(st);
  if (keptFor !== st || keptBy !== make || kept === null) {
    kept = make(st);
    keptFor = st;
    keptBy = make;
  }
  return kept as V;
}
