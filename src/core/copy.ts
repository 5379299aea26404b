/**
 * A deep copy of a game's state that keeps what `structuredClone` drops: each
 * object's class (a cards pile is a class with its methods over a typed
 * array) and shared references (an object reached twice is copied once).
 * Arrays, typed arrays, Maps, Sets and plain or class objects; functions are
 * shared as they are (a state holds none but a rule's constant may).
 */
export function deepCopy<T>(value: T): T {
  return copy(value, new Map()) as T;
}

function copy(v: unknown, seen: Map<object, unknown>): unknown {
  if (v === null || typeof v !== 'object') return v;
  const done = seen.get(v);
  if (done !== undefined) return done;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    seen.set(v, out);
    for (let k = 0; k < v.length; k++) out[k] = copy(v[k], seen);
    return out;
  }
  if (ArrayBuffer.isView(v)) {
    const out = (v as unknown as { slice(): object }).slice();
    seen.set(v, out);
    return out;
  }
  if (v instanceof Map) {
    const out = new Map();
    seen.set(v, out);
    for (const [k, x] of v) out.set(copy(k, seen), copy(x, seen));
    return out;
  }
  if (v instanceof Set) {
    const out = new Set();
    seen.set(v, out);
    for (const x of v) out.add(copy(x, seen));
    return out;
  }
  const out = Object.create(Object.getPrototypeOf(v) as object | null) as Record<string, unknown>;
  seen.set(v, out);
  for (const k of Object.keys(v)) out[k] = copy((v as Record<string, unknown>)[k], seen);
  return out;
}
