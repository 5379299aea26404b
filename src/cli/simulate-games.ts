/**
 * The counting half of `simulate`: plays a range of games with bots on every
 * side and the log off, and counts outcomes, key numbers and table rows.
 * Game k is seeded by its index (seed + k) and plays setup k mod n, so any
 * split of the range over workers gives the same counts.
 */
import { parseOptions, Simulator, type GameReport, type GameSystem, type Setup } from '../core/engine.ts';
import { mergeTables, newTally, tallyTables, type TableCounts } from '../core/events.ts';

/** Sum, lowest and highest of one key number. */
export interface NumberStats {
  sum: number;
  min: number;
  max: number;
}

/** The counts of one setup. */
export interface SetupCounts {
  games: number;
  outcomes: Record<string, number>;
  numbers: Record<string, NumberStats>;
}

/** What a range of games counted: merged across workers by `mergeCounts`. */
export interface GameCounts {
  games: number;
  /** Dice rolled and cards drawn in all. */
  dice: number;
  bySetup: Record<string, SetupCounts>;
  tables: TableCounts;
}

export interface GameRange {
  /** First and last-plus-one game index. */
  from: number;
  to: number;
  seed: number;
  setups: readonly Setup[];
}

/**
 * The setups to play: the system's own mix, narrowed by the options given
 * (`--option character=mage` keeps the Mage's setups), or one setup of the
 * given options when the system has none or none fits.
 */
export function chooseSetups(system: GameSystem, given: Record<string, unknown>): Setup[] {
  const fitting = (system.setups ?? []).filter((s) => Object.entries(given).every(([k, v]) => !(k in s.options) || JSON.stringify(s.options[k]) === JSON.stringify(v)));
  const setups = fitting.length ? fitting.map((s) => ({ name: s.name, options: { ...s.options, ...given } })) : [{ name: 'as given', options: given }];
  // Refuses bad options before any game is played.
  for (const s of setups) parseOptions(system, s.options);
  return setups;
}

/**
 * The counts of one setup while a range is played: outcomes and key numbers
 * in parallel arrays, in the order first seen. Every report of a system
 * usually has the same keys in the same order, so a key is matched by its
 * position (one pointer comparison) rather than looked up by name.
 */
class Counter {
  games = 0;
  readonly outcomes: string[] = [];
  readonly outcomeCounts: number[] = [];
  readonly keys: string[] = [];
  readonly sum: number[] = [];
  readonly min: number[] = [];
  readonly max: number[] = [];

  outcome(o: string): void {
    const names = this.outcomes;
    for (let i = 0; i < names.length; i++) {
      if (names[i] === o) {
        this.outcomeCounts[i]!++;
        return;
      }
    }
    names.push(o);
    this.outcomeCounts.push(1);
  }

  /** The keys of the last report counted by `aligned`, and where each sits in `keys`. */
  private lastKeys: readonly string[] | null = null;
  private lastAt: number[] = [];

  /** Counts a report's numbers, from its key and value arrays when it has them. */
  report(rep: GameReport): void {
    const keys = rep.numberKeys;
    const values = rep.numberValues;
    if (keys && values) this.aligned(keys, values);
    else this.numbers(rep.numbers);
  }

  /** Values in the order of `keys`: when the keys are the last report's array, one lookup per place serves. */
  private aligned(keys: readonly string[], values: readonly number[]): void {
    if (keys !== this.lastKeys) {
      this.lastKeys = keys;
      this.lastAt = keys.map((k) => {
        if (!this.keys.includes(k)) {
          this.keys.push(k);
          this.sum.push(0);
          this.min.push(Infinity);
          this.max.push(-Infinity);
        }
        return this.keys.indexOf(k);
      });
    }
    const at = this.lastAt;
    for (let i = 0; i < at.length; i++) {
      const v = values[i]!;
      const j = at[i]!;
      this.sum[j]! += v;
      if (v < this.min[j]!) this.min[j] = v;
      if (v > this.max[j]!) this.max[j] = v;
    }
  }

  numbers(nums: Record<string, number>): void {
    const keys = this.keys;
    let i = 0;
    for (const key in nums) {
      const v = nums[key]!;
      const at = keys[i] === key ? i : this.slot(key, v);
      if (at >= 0) {
        this.sum[at]! += v;
        if (v < this.min[at]!) this.min[at] = v;
        if (v > this.max[at]!) this.max[at] = v;
      }
      i++;
    }
  }

  /** A key not where the last report had it: its place, or -1 after adding it with `v` as its first value. */
  private slot(key: string, v: number): number {
    const at = this.keys.indexOf(key);
    if (at >= 0) return at;
    this.keys.push(key);
    this.sum.push(v);
    this.min.push(v);
    this.max.push(v);
    return -1;
  }

  counts(): SetupCounts {
    const outcomes: Record<string, number> = {};
    this.outcomes.forEach((o, i) => (outcomes[o] = this.outcomeCounts[i]!));
    const numbers: Record<string, NumberStats> = {};
    this.keys.forEach((k, i) => (numbers[k] = { sum: this.sum[i]!, min: this.min[i]!, max: this.max[i]! }));
    return { games: this.games, outcomes, numbers };
  }
}

/** Plays games `from` to `to - 1`; `onProgress` is called every `every` games with the count done. */
export function playRange(system: GameSystem, range: GameRange, onProgress?: (done: number) => void, every = 256): GameCounts {
  const options = range.setups.map((s) => parseOptions(system, s.options));
  const tally = newTally();
  const counters = range.setups.map(() => new Counter());
  let dice = 0;
  // The last game's state, once counted: nothing holds it (its result and report are dropped), so the next game may reuse it.
  let spare: unknown = undefined;
  // Likewise its report, once counted (outcome and numbers read, nothing kept).
  let spareReport: GameReport | undefined = undefined;
  const sim = new Simulator(system, tally);
  for (let g = range.from; g < range.to; g++) {
    const k = g % options.length;
    const state = sim.play((range.seed + g) | 0, options[k], spare);
    dice += sim.chance.revealed;
    const rep = system.report(state, spareReport);
    const c = counters[k]!;
    c.games++;
    c.outcome(rep.outcome);
    c.report(rep);
    spare = state;
    spareReport = rep;
    if (onProgress && (g - range.from + 1) % every === 0) onProgress(g - range.from + 1);
  }
  const bySetup: Record<string, SetupCounts> = {};
  range.setups.forEach((s, k) => {
    if (counters[k]!.games > 0) bySetup[s.name] = counters[k]!.counts();
  });
  return { games: range.to - range.from, dice, bySetup, tables: tallyTables(tally) };
}

/** Adds `from` into `into`. */
export function mergeCounts(into: GameCounts, from: GameCounts): void {
  into.games += from.games;
  into.dice += from.dice;
  for (const [name, c] of Object.entries(from.bySetup)) {
    const d = (into.bySetup[name] ??= { games: 0, outcomes: {}, numbers: {} });
    d.games += c.games;
    for (const [o, n] of Object.entries(c.outcomes)) d.outcomes[o] = (d.outcomes[o] ?? 0) + n;
    mergeStats(d.numbers, c.numbers);
  }
  mergeTables(into.tables, from.tables);
}

export function emptyCounts(): GameCounts {
  return { games: 0, dice: 0, bySetup: {}, tables: {} };
}

/** Adds key-number stats `from` into `into`. */
export function mergeStats(into: Record<string, NumberStats>, from: Record<string, NumberStats>): void {
  for (const [k, s] of Object.entries(from)) {
    const t = into[k];
    if (!t) into[k] = { ...s };
    else {
      t.sum += s.sum;
      t.min = Math.min(t.min, s.min);
      t.max = Math.max(t.max, s.max);
    }
  }
}
