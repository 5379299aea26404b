/**
 * Ways a hostile user edits a save, for the save fuzzer (harness.ts). Each
 * mutator takes a valid save and a random source and returns the edited
 * file's text, or null when it does not apply to that save.
 */
import { run, type GameSystem } from '../../src/core/engine.ts';
import { FULL_DECK } from '../../src/core/cards.ts';
import type { SaveFile } from '../../src/save/save.ts';

/** A small seeded generator (mulberry32): the same seed gives the same cases on any machine. */
export class Rng {
  constructor(private s: number) {}
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export interface Case {
  system: GameSystem;
  save: SaveFile;
  text: string;
  rng: Rng;
  /** Smaller huge values, for the quick run in `npm test`. */
  quick?: boolean;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = Record<string, Json>;

const clone = (s: SaveFile): Obj => JSON.parse(JSON.stringify(s)) as Obj;
/** Deep nesting is spliced in as text: building it as a value would overflow JSON.stringify before the save's parser saw it. */
const DEEP = '@@deep@@';
const out = (o: unknown): string => JSON.stringify(o).replace(`"${DEEP}"`, '['.repeat(50_000) + ']'.repeat(50_000));

/** Characters an editor, a bad disk or a hostile user might put in. */
const NASTY = ['\u0000', '\u001b', '\u001b[2J', '\ufeff', '\n', '"', '\\', '}', ']', ',', '\u202e', '\ud800', 'é', '😀', '0', '9', '-', 'e', ' '];

/** Values of every JSON type, some huge or odd. */
function junk(rng: Rng): Json {
  switch (rng.int(14)) {
    case 0: return null;
    case 1: return rng.chance(0.5);
    case 2: return rng.pick([0, -1, 1, 2, 6, 7, 1e9, -1e9, 1.5, 2 ** 53, 4294967296, 1e308]);
    case 3: return rng.pick(['', 'x', 'NaN', 'Infinity', '__proto__', 'constructor', 'QH', 'stop', '\u001b[2J', '\ufeff']);
    case 4: return [];
    case 5: return {};
    case 6: return 'x'.repeat(rng.pick([100, 10_000, 200_000]));
    case 7: return Array(rng.pick([100, 10_000, 60_000])).fill(rng.pick([1, 'x', null]) as Json);
    case 8: return JSON.parse('{"__proto__": {"polluted": true}}') as Json;
    case 9: return [[[[[[]]]]]];
    case 10: return DEEP;
    case 11: return rng.pick(['Dwarf', 'Elf', 'carry-on', 'S', 'potion', 'Rage']);
    case 12: return { bronze: -1, silver: 'x', gold: 1e12 };
    default: return [rng.int(7), rng.int(7)];
  }
}

/** Every path into a JSON value (objects and arrays), to pick one to edit. */
function paths(v: Json, prefix: (string | number)[] = [], acc: (string | number)[][] = [], limit = 4000): (string | number)[][] {
  if (acc.length >= limit) return acc;
  acc.push(prefix);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...prefix, i], acc, limit));
  else if (v && typeof v === 'object') for (const k of Object.keys(v)) paths(v[k]!, [...prefix, k], acc, limit);
  return acc;
}

function setAt(root: Obj, path: (string | number)[], value: Json | undefined): void {
  let o: Json = root;
  for (const p of path.slice(0, -1)) o = (o as Record<string | number, Json>)[p]!;
  const last = path.at(-1)!;
  if (value === undefined) {
    if (Array.isArray(o)) o.splice(last as number, 1);
    else delete (o as Obj)[last];
  } else (o as Record<string | number, Json>)[last] = value;
}

/** Another value an option might plausibly hold: the other member of an enum, a flipped flag, a nudged number. */
const OPTION_WORDS = ['normal', 'hardcore', 'choose', 'warrior', 'mage', 'redraw', 'player', 'monster', 'cards', 'tokens', 'reshuffle', 'end', 'up', 'down', 'whole-pool', 'per-card', 'roll', 'explore', 'treasure', 'rescue', 'kill', 'one-off', 'campaign', 'stairs', 'reroll', 'passage', 'nothing', 'cleared', 'after-fight', 'whole-fight', 'first-action', 'two-dice', 'plus-two', 'always', 'defender', 'adventure', 'fight', 'Player', 'Ann'];
function otherValue(v: Json, rng: Rng): Json {
  if (typeof v === 'boolean') return !v;
  if (typeof v === 'number') return rng.pick([v + 1, v - 1, 10, 3, 6, 400, 0]);
  if (typeof v === 'string') return rng.pick(OPTION_WORDS);
  if (Array.isArray(v)) return rng.chance(0.5) ? v.slice(1) : [...v, ...v.slice(0, 1)];
  return junk(rng);
}

function randomEntry(rng: Rng): Json {
  return rng.chance(0.5) ? rng.pick(FULL_DECK) : Array.from({ length: 1 + rng.int(4) }, () => 1 + rng.int(6));
}

/** The options another player could have chosen at decision `k`, found by replaying up to it. */
function legalAt(c: Case, k: number): string[] {
  class Stop extends Error {
    constructor(readonly ids: string[]) {
      super('stop');
    }
  }
  try {
    run({ system: c.system, options: c.save.options, seed: c.save.seed, dice: c.save.dice, physical: c.save.physical, decisions: c.save.decisions.slice(0, k), log: false, chooser: (req) => { throw new Stop(req.options.map((o) => o.id)); } });
  } catch (e) {
    if (e instanceof Stop) return e.ids;
  }
  return [];
}

export interface Mutator {
  name: string;
  /** Edits that leave the game as it was (whitespace, key order, a BOM): they must load to the identical history. */
  harmless?: boolean;
  apply(c: Case): string | null;
}

const onDecisions = (f: (d: string[], rng: Rng, c: Case) => string[] | null) => (c: Case) => {
  if (c.save.decisions.length === 0) return null;
  const d = f(c.save.decisions.slice(), c.rng, c);
  return d ? out({ ...c.save, decisions: d }) : null;
};

export const MUTATORS: readonly Mutator[] = [
  { name: 'truncate', apply: (c) => c.text.slice(0, c.rng.int(c.text.length)) },
  {
    name: 'flip a byte',
    apply: (c) => {
      const i = c.rng.int(c.text.length);
      const ch = c.rng.chance(0.5) ? c.rng.pick(NASTY) : String.fromCharCode(c.text.charCodeAt(i) ^ (1 << c.rng.int(7)));
      return c.text.slice(0, i) + ch + c.text.slice(i + 1);
    },
  },
  { name: 'flip a byte in the options', apply: (c) => {
    const start = c.text.indexOf('"options"');
    const end = c.text.indexOf('"seed"');
    if (start < 0 || end <= start) return null;
    const i = start + 11 + c.rng.int(Math.max(1, end - start - 11));
    return c.text.slice(0, i) + String.fromCharCode(c.text.charCodeAt(i) ^ (1 << c.rng.int(7))) + c.text.slice(i + 1);
  } },
  { name: 'remove a decision', apply: onDecisions((d, rng) => (d.splice(rng.int(d.length), 1), d)) },
  { name: 'duplicate a decision', apply: onDecisions((d, rng) => { const i = rng.int(d.length); d.splice(i, 0, d[i]!); return d; }) },
  { name: 'append a decision', apply: onDecisions((d, rng) => [...d, rng.pick(d)]) },
  { name: 'swap two decisions', apply: onDecisions((d, rng) => { const i = rng.int(d.length), j = rng.int(d.length); if (d[i] === d[j]) return null; [d[i], d[j]] = [d[j]!, d[i]!]; return d; }) },
  {
    name: 'another legal decision',
    apply: onDecisions((d, rng, c) => {
      const k = rng.int(d.length);
      const other = legalAt(c, k).filter((id) => id !== d[k]);
      if (other.length === 0) return null;
      d[k] = rng.pick(other);
      return d;
    }),
  },
  { name: 'drop the last decisions', apply: onDecisions((d, rng) => d.slice(0, rng.int(d.length))) },
  { name: 'change an option', apply: (c) => { const o = clone(c.save); const opts = o.options as Obj; const k = c.rng.pick(Object.keys(opts)); opts[k] = otherValue(opts[k]!, c.rng); return out(o); } },
  { name: 'misspell an option', apply: (c) => {
    const o = clone(c.save);
    const opts = o.options as Obj;
    const k = c.rng.pick(Object.keys(opts));
    const i = c.rng.int(k.length);
    const bad = c.rng.pick([k.slice(0, i) + k.slice(i + 1), k.slice(0, i) + String.fromCharCode(k.charCodeAt(i) ^ 1) + k.slice(i + 1), k + ' ', k.toLowerCase() === k ? k.toUpperCase() : k.toLowerCase()]);
    if (bad === k) return null;
    opts[bad] = opts[k]!;
    delete opts[k];
    return out(o);
  } },
  { name: 'remove an option', apply: (c) => { const o = clone(c.save); const opts = o.options as Obj; delete opts[c.rng.pick(Object.keys(opts))]; return out(o); } },
  { name: 'add an option', apply: (c) => {
    const o = clone(c.save);
    // defineProperty: a key named __proto__ becomes a real key of the file, as a hostile editor would write it.
    Object.defineProperty(o.options, c.rng.pick(['dificulty', 'seed', '__proto__', 'constructor', 'x']), { value: junk(c.rng), enumerable: true, configurable: true, writable: true });
    return out(o);
  } },
  { name: 'append a physical entry', apply: (c) => out({ ...c.save, physical: [...c.save.physical, randomEntry(c.rng) as string] }) },
  { name: 'change a physical entry', apply: (c) => {
    if (c.save.physical.length === 0) return null;
    const p = c.save.physical.slice();
    const i = c.rng.int(p.length);
    const e = p[i]!;
    p[i] = Array.isArray(e) && c.rng.chance(0.7) ? e.map((v) => (c.rng.chance(0.5) ? 1 + c.rng.int(6) : v)) : (randomEntry(c.rng) as string);
    if (JSON.stringify(p[i]) === JSON.stringify(e)) return null;
    return out({ ...c.save, physical: p });
  } },
  { name: 'remove a physical entry', apply: (c) => { if (c.save.physical.length === 0) return null; const p = c.save.physical.slice(); p.splice(c.rng.int(p.length), 1); return out({ ...c.save, physical: p }); } },
  { name: 'huge list', apply: (c) => {
    const n = c.rng.pick(c.quick ? [1000, 5000] : [1000, 60_000, 300_000]);
    return c.rng.chance(0.5) ? out({ ...c.save, decisions: [...c.save.decisions, ...Array(n).fill(c.save.decisions[0] ?? '1')] }) : out({ ...c.save, physical: [...c.save.physical, ...Array(n).fill([1])] });
  } },
  { name: 'huge string', apply: (c) => {
    const big = 'x'.repeat(c.rng.pick([1000, 100_000, 2_000_000]));
    const o = clone(c.save);
    const where = c.rng.int(3);
    if (where === 0) (o.options as Obj)[c.system.id === 'cards' ? 'player' : 'players'] = c.system.id === 'cards' ? big : [big];
    else if (where === 1) o.decisions = [...(o.decisions as string[]), big];
    else o.system = big;
    return out(o);
  } },
  { name: 'wrong type anywhere', apply: (c) => {
    const o = clone(c.save);
    const ps = paths(o).filter((p) => p.length > 0);
    setAt(o, c.rng.pick(ps), junk(c.rng));
    return out(o);
  } },
  { name: 'remove anything', apply: (c) => {
    const o = clone(c.save);
    const ps = paths(o).filter((p) => p.length > 0);
    setAt(o, c.rng.pick(ps), undefined);
    return out(o);
  } },
  { name: 'edit the head', apply: (c) => {
    const o = clone(c.save);
    const k = c.rng.pick(['seed', 'status', 'dice', 'system', 'version', 'format', 'stateHash', 'historyHash', 'rules']);
    const alt: Record<string, Json[]> = {
      seed: [(c.save.seed + 1) % 4294967296, -1, 4294967295, 4294967296, c.save.seed + 0.5],
      status: ['over', 'decision', 'chance'],
      dice: ['seeded', 'physical', 'scripted'],
      system: ['cards', '2hdc', 'coin', 'dungeon-world', '../../etc'],
      version: [1, 2, 4, 0, '3'],
      rules: [0, 2, 1.5, '1', null],
      format: ['dungeon-crawl-save ', 'x'],
      stateHash: ['0'.repeat(64), c.save.historyHash ?? ''],
      historyHash: ['0'.repeat(64), c.save.stateHash, null],
    };
    const v = c.rng.pick(alt[k]!);
    if (v === o[k]) return null;
    o[k] = v;
    return out(o);
  } },
  { name: 'junk in the carried band', apply: (c) => {
    const band = (c.save.options.campaign as { band?: unknown[] } | undefined)?.band;
    if (!band || band.length === 0) return null;
    const o = clone(c.save);
    const root = ((o.options as Obj).campaign as Obj).band as Json;
    const ps = paths(root).filter((p) => p.length > 0);
    const p = c.rng.pick(ps);
    const full = ['options', 'campaign', 'band', ...p];
    setAt(o, full, c.rng.chance(0.2) ? undefined : c.rng.chance(0.5) ? junk(c.rng) : otherValue(JSON.parse(JSON.stringify(p.reduce<Json>((x, k) => (x as Record<string | number, Json>)[k]!, root))), c.rng));
    return out(o);
  } },
  { name: 'reformat', harmless: true, apply: (c) => JSON.stringify(JSON.parse(c.text.replace(/^\ufeff/, '')), null, c.rng.pick([0, 2, '\t'])) },
  { name: 'reorder keys', harmless: true, apply: (c) => out(Object.fromEntries(Object.entries(clone(c.save)).reverse())) },
  { name: 'add a byte-order mark', harmless: true, apply: (c) => (c.text.startsWith('\ufeff') ? null : '\ufeff' + c.text) },
];
