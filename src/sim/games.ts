/**
 * The counting half of `simulate`: plays a range of games with bots on every
 * side and the log off, and counts outcomes, key numbers and table rows.
 * Game k is seeded by its index (seed + k) and plays setup k mod n, so any
 * split of the range over workers gives the same counts.
 */
import { parseOptions, Simulator, type GameReport, type GameSystem, type Setup } from '../core/engine.ts';
import { mergeTables, newTally, tallyTables, type TableCounts } from '../core/events.ts';

/** One game as the workbench lists it (kept only when a run asks, `ChunkPlan.perGame`): its outcome and key numbers. */
export interface GameRecord {
  outcome: string;
  numbers: Record<string, number>;
}

/** A table as data without its results: its dice and its rows' numbers. */
export interface TableShape {
  section: string;
  name: string;
  dice: string;
  range: [number, number];
  rows: { label: string; min: number; max: number }[];
}

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
  const setups = fitting.length ? fitting.map((s) => ({ ...s, options: { ...s.options, ...given } })) : [{ name: 'as given', options: given }];
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

  /**
   * The counts since the last `take`, and a fresh start: the same counter
   * serves chunk after chunk (new counters per chunk would make V8 see new
   * object shapes and recompile the game loop). Outcomes and keys not seen
   * since the last take are left out.
   */
  take(): SetupCounts {
    const outcomes: Record<string, number> = {};
    this.outcomes.forEach((o, i) => {
      if (this.outcomeCounts[i]! > 0) outcomes[o] = this.outcomeCounts[i]!;
      this.outcomeCounts[i] = 0;
    });
    const numbers: Record<string, NumberStats> = {};
    this.keys.forEach((k, i) => {
      if (this.min[i]! <= this.max[i]!) numbers[k] = { sum: this.sum[i]!, min: this.min[i]!, max: this.max[i]! };
      this.sum[i] = 0;
      this.min[i] = Infinity;
      this.max[i] = -Infinity;
    });
    const games = this.games;
    this.games = 0;
    return { games, outcomes, numbers };
  }
}

/**
 * Plays games on one thread: one Simulator, the options parsed once, one
 * tally, and the last game's state and report recycled into the next, from
 * range to range. Table counts and dice are integers, so they add up the same
 * in any order and are kept for the whole thread; each range returns the
 * counts of its setups (whose sums a merge adds in range order).
 */
export class GamePlayer {
  private readonly options: unknown[];
  private readonly tally = newTally();
  private readonly sim: Simulator;
  /** One counter per setup, emptied by each range. */
  private readonly counters: Counter[];
  /** Dice rolled and cards drawn in all the games played. */
  dice = 0;
  // The last game's state, once counted: nothing holds it (its result and report are dropped), so the next game may reuse it.
  private spare: unknown = undefined;
  // Likewise its report, once counted (outcome and numbers read, nothing kept).
  private spareReport: GameReport | undefined = undefined;
  /** Each game's outcome and numbers since the last `takeRecords`, when kept (`keep`). */
  private records: GameRecord[] | null;
  /** The numbers' names in words, from the first report that gives them. */
  labels: Record<string, string> | undefined;

  constructor(
    private readonly system: GameSystem,
    private readonly setups: readonly Setup[],
    keep = false,
  ) {
    this.records = keep ? [] : null;
    this.options = setups.map((s) => parseOptions(system, s.options));
    this.sim = new Simulator(system, this.tally);
    this.counters = setups.map(() => new Counter());
  }

  /** Plays games `from` to `to - 1` of the run seeded `seed`; `onProgress` is called every `every` games with the count done. */
  play(seed: number, from: number, to: number, onProgress?: (done: number) => void, every = 256): Record<string, SetupCounts> {
    const { system, sim, options, counters } = this;
    let spare = this.spare;
    let spareReport = this.spareReport;
    let dice = 0;
    for (let g = from; g < to; g++) {
      const k = g % options.length;
      const state = sim.play((seed + g) | 0, options[k], spare);
      dice += sim.chance.revealed;
      const rep = system.report(state, spareReport);
      const c = counters[k]!;
      c.games++;
      c.outcome(rep.outcome);
      c.report(rep);
      if (this.records) this.keep(rep);
      spare = state;
      spareReport = rep;
      if (onProgress && (g - from + 1) % every === 0) onProgress(g - from + 1);
    }
    this.spare = spare;
    this.spareReport = spareReport;
    this.dice += dice;
    const bySetup: Record<string, SetupCounts> = {};
    this.setups.forEach((s, k) => {
      if (counters[k]!.games > 0) bySetup[s.name] = counters[k]!.take();
    });
    return bySetup;
  }

  /** A copy of the report's outcome and numbers: the report itself is recycled into the next game's. */
  private keep(rep: GameReport): void {
    const numbers: Record<string, number> = {};
    if (rep.numberKeys && rep.numberValues) rep.numberKeys.forEach((k, i) => (numbers[k] = rep.numberValues![i]!));
    else Object.assign(numbers, rep.numbers);
    this.records!.push({ outcome: rep.outcome, numbers });
    if (!this.labels && rep.labels) this.labels = { ...rep.labels };
  }

  /** The games kept since the last call (empty when not keeping). */
  takeRecords(): GameRecord[] {
    const r = this.records ?? [];
    if (this.records) this.records = [];
    return r;
  }

  /** The tables consulted so far, by section and row label. */
  tables(): TableCounts {
    return tallyTables(this.tally);
  }

  /** What the tables consulted so far roll and where their rows lie (the workbench's rolled-against-expected check). */
  tableShapes(): TableShape[] {
    return [...this.tally.counts.keys()].map((t) => ({ section: t.section, name: t.name, dice: t.dice, range: [t.range[0], t.range[1]], rows: t.rows.map((r) => ({ label: r.label, min: r.min, max: r.max })) }));
  }
}

/** Plays games `from` to `to - 1`; `onProgress` is called every `every` games with the count done. */
export function playRange(system: GameSystem, range: GameRange, onProgress?: (done: number) => void, every = 256): GameCounts {
  const player = new GamePlayer(system, range.setups);
  const bySetup = player.play(range.seed, range.from, range.to, onProgress, every);
  return { games: range.to - range.from, dice: player.dice, bySetup, tables: player.tables() };
}

/**
 * A run split into chunks of games, handed out one at a time to whichever
 * thread asks first (the main thread and the workers), so a thread that
 * starts late or runs slow takes fewer. The chunk size depends on the number
 * of games alone, and the chunks' counts are merged in chunk order: the
 * summary is the same whatever the number of threads and whoever played
 * which chunk.
 */
export interface ChunkPlan {
  games: number;
  seed: number;
  setups: readonly Setup[];
  /** Games per chunk (the last may have fewer). */
  chunk: number;
  /** Keep each game's outcome and numbers (the workbench lists games by them); off for the terminal. */
  perGame?: boolean;
}

/** About 64 chunks: small enough to balance the threads, large enough that handing them out costs nothing. */
export function chunkSize(games: number): number {
  return Math.max(1, Math.ceil(games / 64));
}

/** The counts of one chunk: its index and its setups' counts. */
export interface ChunkCounts {
  chunk: number;
  games: number;
  bySetup: Record<string, SetupCounts>;
  /** Its games in order, when the plan keeps them. */
  records?: GameRecord[];
}

/** What one thread counted over the chunks it played. */
export interface ThreadCounts {
  dice: number;
  tables: TableCounts;
  chunks: ChunkCounts[];
  labels?: Record<string, string>;
  /** The tables this thread consulted, when the plan keeps each game. */
  tableShapes?: TableShape[];
}

/**
 * The chunks handed out: a shared counter of the next chunk (index 0) and of
 * the games done (index 1, read for the progress bar), in a
 * SharedArrayBuffer every thread of the run holds.
 */
export function newDeal(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(8));
}

/** Games done so far over all threads. */
export function gamesDone(deal: Int32Array): number {
  return Atomics.load(deal, 1);
}

/** Takes chunks of `plan` from `deal` and plays them, one per `next()`, on this thread. */
export class ChunkPlayer {
  private readonly player: GamePlayer;
  private readonly chunks: ChunkCounts[] = [];
  /** Games this thread has played. */
  played = 0;
  constructor(
    system: GameSystem,
    private readonly plan: ChunkPlan,
    private readonly deal: Int32Array,
  ) {
    this.player = new GamePlayer(system, plan.setups, plan.perGame);
  }

  /** Plays the next chunk not yet taken; false when none is left. `onGame`: told the games of this chunk done so far, after each. */
  next(onGame?: (done: number) => void): boolean {
    const { games, chunk, seed } = this.plan;
    const c = Atomics.add(this.deal, 0, 1);
    const from = c * chunk;
    if (from >= games) return false;
    const to = Math.min(games, from + chunk);
    const bySetup = this.player.play(seed, from, to, onGame, 1);
    this.chunks.push(this.plan.perGame ? { chunk: c, games: to - from, bySetup, records: this.player.takeRecords() } : { chunk: c, games: to - from, bySetup });
    Atomics.add(this.deal, 1, to - from);
    this.played += to - from;
    return true;
  }

  counts(): ThreadCounts {
    const labels = this.player.labels;
    return { dice: this.player.dice, tables: this.player.tables(), chunks: this.chunks, ...(labels ? { labels } : {}), ...(this.plan.perGame ? { tableShapes: this.player.tableShapes() } : {}) };
  }
}

/** The threads' counts merged: integers in any order, the chunks' number sums in chunk order. */
export function mergeThreads(parts: readonly ThreadCounts[]): GameCounts {
  const all = emptyCounts();
  for (const p of parts) {
    all.dice += p.dice;
    mergeTables(all.tables, p.tables);
  }
  const chunks = parts.flatMap((p) => p.chunks).sort((a, b) => a.chunk - b.chunk);
  for (const c of chunks) mergeCounts(all, { games: c.games, dice: 0, bySetup: c.bySetup, tables: {} });
  return all;
}

/** The kept games of the threads' chunks, in game order (game k at index k), and the numbers' names in words. */
export function mergeRecords(parts: readonly ThreadCounts[]): { records: GameRecord[]; labels: Record<string, string>; tableShapes: TableShape[] } {
  const chunks = parts.flatMap((p) => p.chunks).sort((a, b) => a.chunk - b.chunk);
  const shapes = new Map<string, TableShape>();
  for (const t of parts.flatMap((p) => p.tableShapes ?? [])) shapes.set(JSON.stringify(t), t);
  return { records: chunks.flatMap((c) => c.records ?? []), labels: Object.assign({}, ...parts.map((p) => p.labels ?? {})) as Record<string, string>, tableShapes: [...shapes.values()] };
}

/** Adds `from` into `into`. */
function mergeCounts(into: GameCounts, from: GameCounts): void {
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

function emptyCounts(): GameCounts {
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
