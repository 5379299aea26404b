/**
 * Speed only (no rule here): loosens the hidden class of a throw-away object
 * so that the objects a system makes by the thousand keep one class all run.
 *
 * V8 tracks, per field of a hidden class, whether it was ever reassigned
 * ("const") and what kind of value it holds (small integer, one class of
 * object...), and folds those facts into optimized code. A rare event that
 * breaks one of them late in a run (a field first set from undefined to an
 * object, a number field holding a new class of object) throws away every
 * optimized function that relied on it, and V8 compiles them all again.
 * Reassigning every field of one object of each kind, once at load time,
 * settles the fields as "reassignable, any value" while nothing is
 * optimized yet. The object keeps its fields, their order and its JSON.
 * Used by each system's `speed/shapes.ts`, never by the rules.
 */

/**
 * An empty array whose hidden class already holds objects. A `[]` literal
 * starts as an array of small integers and changes hidden class at its
 * first object; an array kept between calls, or shared as "none", and first
 * filled (or first met) after its reader was optimized throws that code
 * away. Emptying an array keeps its class, so this one stays an array of
 * objects. Its contents and JSON are those of `[]`.
 */
export function objectList<T extends object>(): T[] {
  const a = [{}] as T[];
  a.length = 0;
  return a;
}

/** Reassigns each own field of `o` with values of other kinds, then restores it. */
export function loosen(o: object): void {
  const r = o as Record<string, unknown>;
  for (const k of Object.keys(r)) {
    const v = r[k];
    if (typeof v === 'number') r[k] = v + 1;
    else if (typeof v === 'boolean') r[k] = !v;
    else if (typeof v === 'string') {
      // A string field stays a string, only no longer "never reassigned".
      r[k] = `${v}~`;
    } else {
      // Objects, arrays, null and undefined: any value (later numbers, strings or objects of any class).
      r[k] = 1;
      r[k] = {};
      r[k] = [];
      r[k] = 'x';
    }
    r[k] = v;
  }
}
