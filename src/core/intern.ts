/**
 * Interned strings. V8 compares two interned strings by pointer; a string
 * read from the command line, JSON or a template literal is not interned, and
 * comparing it with a constant ('warrior', 'mage') calls into a string
 * comparison every time. Rules compare option values and request fields in
 * their hottest paths, so those values are interned once when made.
 */

/** The interned copy of `s` (a property name is always interned; its key is that copy). */
export function intern(s: string): string {
  for (const k in { [s]: 0 }) return k;
  return s;
}

/** `o` with every string property replaced by its interned copy, in place (options after parsing). */
export function internStrings<T>(o: T): T {
  if (o !== null && typeof o === 'object' && !Array.isArray(o)) {
    const r = o as Record<string, unknown>;
    for (const k of Object.keys(r)) {
      const v = r[k];
      if (typeof v === 'string') r[k] = intern(v);
    }
  }
  return o;
}
